import { Link as ChakraLink } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** An in-app link that looks like one (wouter navigation, Chakra's link style). */
export function TextLink({ href, children, onClick }: { href: string; children: ReactNode; onClick?: () => void }) {
  return (
    <ChakraLink asChild variant="underline" color="teal.700" _hover={{ color: 'teal.900' }}>
      <Link href={href} onClick={onClick}>
        {children}
      </Link>
    </ChakraLink>
  );
}
