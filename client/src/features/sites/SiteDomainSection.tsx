import { Link, Stack, Text } from '@chakra-ui/react';
import { publishedPath } from '../../../../shared/sites/paths.ts';

/**
 * One website's addresses on the custom-website page. Custom domains (DNS verification, host
 * routing) extend this section: it is the one place a site's domain settings are shown.
 */
export function SiteDomainSection({ site }: { site: { id: string; title: string; organizationId: string | null; publishedVersion: number | null } }) {
  const path = publishedPath(site);
  return (
    <Stack gap="1">
      <Text fontWeight="semibold">{site.title}</Text>
      {site.publishedVersion ? (
        <Link href={path} color="teal.fg">
          {typeof window === 'undefined' ? path : `${window.location.origin}${path}`}
        </Link>
      ) : (
        <Text color="fg.muted" fontSize="sm">
          Not published yet
        </Text>
      )}
    </Stack>
  );
}
