import { Button } from '@chakra-ui/react';
import { Link } from 'wouter';
import { PageError } from './PageStates.tsx';

/** Something that is not there (or not for this viewer): no Try again, which cannot help, but a way on. */
export function MissingPage({ message, href, label }: { message: string; href: string; label: string }) {
  return (
    <PageError
      message={message}
      action={
        <Button asChild size="sm" colorPalette="teal">
          <Link href={href}>{label}</Link>
        </Button>
      }
    />
  );
}
