import { Box, Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PRODUCT_NAME } from '../../../shared/common/constants.ts';

/** The frame of the auth pages: brand, a card with the form, links below. */
export function AuthLayout({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <Box minH="100vh" bg="bg.subtle" py={{ base: '8', md: '16' }}>
      <Container maxW="md">
        <Stack gap="6">
          <Link href="/">
            <Text fontSize="2xl" fontWeight="bold" color="teal.700" textAlign="center">
              {PRODUCT_NAME}
            </Text>
          </Link>
          <Card.Root>
            <Card.Body>
              <Stack gap="5">
                <Heading size="xl" as="h1">
                  {title}
                </Heading>
                {children}
              </Stack>
            </Card.Body>
          </Card.Root>
          {footer && (
            <Stack gap="2" align="center" fontSize="sm">
              {footer}
            </Stack>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
