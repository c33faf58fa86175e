import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { FORM_MESSAGES } from '../../../../shared/forms/messages.ts';

/** form/access-denied */
export default function FormAccessDeniedPage() {
  return (
    <Center minH="60vh" px="4">
      <Stack gap="4" align="center" textAlign="center" maxW="lg">
        <Heading as="h1" size="2xl">
          {FORM_MESSAGES.accessDenied}
        </Heading>
        <Text color="fg.muted">{FORM_MESSAGES.accessDeniedHelp}</Text>
        <Button asChild colorPalette="teal">
          <Link href="/home">Back to Home</Link>
        </Button>
      </Stack>
    </Center>
  );
}
