import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { PRODUCT_NAME } from '../../../shared/common/constants.ts';

/** One grey block of a skeleton: plain boxes, so it needs no recipe beyond the first paint's. */
function Bone({ h, w = 'full', radius = 'md' }: { h: string; w?: string; radius?: string }) {
  return <Box data-skeleton h={h} w={w} maxW="full" borderRadius={radius} bg="bg.emphasized" animation="pulse" />;
}

/**
 * A page's shape while its code or data arrives (issue 36): a heading, a line under it and two
 * cards where the content will be, so the layout holds instead of a lone spinner. The label stays
 * for screen readers and as a quiet line on screen.
 */
export function PageSkeleton({ label = 'Loading...' }: { label?: string }) {
  return (
    <Box maxW="4xl" mx="auto" px="4" py={{ base: '4', md: '8' }} minH="50vh" role="status" aria-live="polite" aria-busy="true" data-testid="page-skeleton">
      <Stack gap="5">
        <Stack gap="2">
          <Bone h="8" w="60%" />
          <Bone h="4" w="40%" />
        </Stack>
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
        <Flex direction={{ base: 'column', md: 'row' }} gap="4">
          <Stack flex="2" gap="3" borderWidth="1px" borderRadius="lg" p="4">
            <Bone h="5" w="35%" />
            <Bone h="4" />
            <Bone h="4" w="85%" />
            <Bone h="4" w="70%" />
          </Stack>
          <Stack flex="1" gap="3" borderWidth="1px" borderRadius="lg" p="4">
            <Bone h="5" w="50%" />
            <Bone h="4" />
            <Bone h="4" w="60%" />
          </Stack>
        </Flex>
      </Stack>
    </Box>
  );
}

/**
 * The app's frame before the shell's own code has arrived (the first load of a page inside the
 * app): a header bar and the page skeleton, the same height as AppShell's header, so nothing jumps.
 */
export function AppFrameSkeleton() {
  return (
    <Box minH="100vh">
      <Flex as="header" align="center" gap="3" px="4" py="3" borderBottomWidth="1px" bg="bg" h="57px">
        <Bone h="6" w="8" />
        <Text fontWeight="bold" fontSize="lg" color="teal.700">
          {PRODUCT_NAME}
        </Text>
      </Flex>
      <Box as="main">
        <PageSkeleton />
      </Box>
    </Box>
  );
}
