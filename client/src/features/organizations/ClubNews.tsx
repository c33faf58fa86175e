import { Badge, Button, Field, Flex, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FormAlert, PageError, PageLoading } from '../../components/PageStates.tsx';
import { labelledOptions, SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { notify } from '../../components/ToasterHost.tsx';
import { formatDay } from '../../lib/dates.ts';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { ORGANIZATION_MESSAGES as M } from '../../../../shared/organizations/messages.ts';
import { NEWS_VISIBILITIES, ORGANIZATION_LIMITS as L, type NewsVisibility } from '../../../../shared/organizations/organizations.ts';

/**
 * The club's news, newest first: public posts to anyone, members-only posts to the club's and its
 * teams' members (the server decides). Those who post may delete.
 */
export function ClubNewsList({ organizationId, canDelete }: { organizationId: string; canDelete: boolean }) {
  const utils = trpc.useUtils();
  const [page, setPage] = useState(0);
  const news = trpc.organizations.news.useQuery({ organizationId, page }, { placeholderData: (previous) => previous });
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const remove = trpc.organizations.deleteNews.useMutation({
    onSuccess: async () => {
      await utils.organizations.news.invalidate({ organizationId });
      setDeleting(null);
    },
  });
  if (news.isPending) return <PageLoading label={M.loadingSection} />;
  if (news.isError) return <PageError message={M.sectionFailed} onRetry={() => void news.refetch()} />;
  return (
    <Stack gap="4">
      {news.data.items.length === 0 && <Text color="fg.muted">{M.noNews}</Text>}
      {news.data.items.map((item) => (
        <Stack key={item.id} gap="1" data-testid="club-news" as="article">
          <Flex gap="2" align="center" wrap="wrap">
            <Text fontWeight="semibold">{item.title}</Text>
            {item.visibility === 'members' && <Badge colorPalette="purple">{M.membersOnly}</Badge>}
            {canDelete && (
              <Button size="xs" variant="ghost" colorPalette="red" ml="auto" onClick={() => setDeleting({ id: item.id, title: item.title })}>
                {M.deleteNews}
              </Button>
            )}
          </Flex>
          <Text fontSize="sm" color="fg.muted">
            {[formatDay(item.createdAt), item.authorName].filter(Boolean).join(' · ')}
          </Text>
          <Text whiteSpace="pre-wrap">{item.body}</Text>
        </Stack>
      ))}
      {(page > 0 || news.data.hasMore) && (
        <Flex gap="2" justify="center">
          <Button variant="outline" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {M.previous}
          </Button>
          <Button variant="outline" size="sm" disabled={!news.data.hasMore} onClick={() => setPage(page + 1)}>
            {M.next}
          </Button>
        </Flex>
      )}
      {deleting && (
        <ConfirmDialog
          open
          onClose={() => setDeleting(null)}
          title={`${M.deleteNews}: ${deleting.title}`}
          confirmLabel={M.deleteNews}
          onConfirm={() => remove.mutate({ organizationId, newsId: deleting.id })}
          pending={remove.isPending}
          error={remove.error}
        >
          <Text>{deleting.title}</Text>
        </ConfirmDialog>
      )}
    </Stack>
  );
}

/** A club admin posts news; the server tells every member of the club's teams. */
export function PostClubNews({ organizationId }: { organizationId: string }) {
  const utils = trpc.useUtils();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [visibility, setVisibility] = useState<NewsVisibility>('public');
  const post = trpc.organizations.postNews.useMutation({
    onSuccess: async () => {
      setTitle('');
      setBody('');
      await utils.organizations.news.invalidate({ organizationId });
      void notify({ type: 'success', title: M.newsPosted });
    },
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        post.mutate({ organizationId, title, body, visibility });
      }}
    >
      <Stack gap="3">
        <TextField label={M.newsTitleLabel} value={title} onChange={setTitle} maxLength={L.newsTitleMax} required />
        <Field.Root required>
          <Field.Label>
            {M.newsBodyLabel}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea value={body} maxLength={L.newsBodyMax} rows={4} onChange={(event) => setBody(event.target.value)} />
        </Field.Root>
        <Flex gap="3" align="flex-end" wrap="wrap">
          <SelectField
            label={M.newsVisibilityLabel}
            value={visibility}
            onChange={setVisibility}
            options={labelledOptions(NEWS_VISIBILITIES, M.newsVisibilityLabels)}
            flex="1"
            minW="12rem"
          />
          <Button type="submit" colorPalette="teal" loading={post.isPending} disabled={!title.trim() || !body.trim()}>
            {M.postNews}
          </Button>
        </Flex>
        {post.error && <FormAlert status="error" message={errorMessage(post.error, M.sectionFailed)} />}
      </Stack>
    </form>
  );
}
