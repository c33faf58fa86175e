import { Box } from '@chakra-ui/react';

/**
 * Markdown the server rendered from content/help (server/domains/help/help-content.ts): raw HTML
 * there is escaped and only safe links are kept, so it is set as HTML here.
 */
export function HelpHtml({ html }: { html: string }) {
  return (
    <Box
      color="fg"
      overflowWrap="anywhere"
      css={{
        '& p': { marginBottom: '3' },
        '& p:last-child': { marginBottom: '0' },
        '& ul, & ol': { paddingInlineStart: '6', marginBottom: '3' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& a': { color: 'teal.700', textDecoration: 'underline' },
        '& code': { fontFamily: 'mono', fontSize: 'sm' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
