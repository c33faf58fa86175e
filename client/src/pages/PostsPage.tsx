import { Button, Container, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { MissingPage } from '../components/MissingPage.tsx';
import { PageError, PageLoading } from '../components/PageStates.tsx';
import { TextLink } from '../components/TextLink.tsx';
import { useCurrentUser } from '../features/auth/use-current-user.ts';
import { PostDraftDialog } from '../features/posts/PostDraftDialog.tsx';
import { postPaths } from '../features/posts/post-paths.ts';
import { DRAFT_QUERY, takePostDraft } from '../features/posts/post-draft-store.ts';
import { PostCards } from '../features/posts/PostCards.tsx';
import { errorMessage } from '../lib/errors.ts';
import { trpc } from '../lib/trpc.ts';
import { findPostPlace, visiblePostCategories } from '../../../shared/posts/categories.ts';
import { POST_MESSAGES, POST_WORDS } from '../../../shared/posts/messages.ts';
import { POST_LIMITS, type PostDraft } from '../../../shared/posts/schemas.ts';

/**
 * posts, posts/{category} and posts/{category}/{subcategory}: the board's categories, one
 * category's subcategories, or one subcategory's posts as cards (title, first 100 characters,
 * View More), with a search across the board and, signed in, a new post.
 */
export default function PostsPage() {
  const params = useParams<{ category?: string; subcategory?: string }>();
  const { user, isPending } = useCurrentUser();
  // Who reads decides the Test category and whether a kept draft reopens: wait for it.
  if (isPending) return <PageLoading label={POST_MESSAGES.loading} />;
  // The client cannot tell development from production by itself: Test shows to admins here.
  const categories = visiblePostCategories({ isAdmin: user?.role === 'admin', development: false });
  if (!params.category) return <Board categories={categories} />;
  const place = findPostPlace(params.category, params.subcategory);
  if (!place || !categories.includes(place.category))
    return <MissingPage message={POST_WORDS.unknownPlace} href={postPaths.board} label={POST_WORDS.backToBoard} />;
  if (!place.subcategory)
    return (
      <Container maxW="4xl" py="8">
        <Stack gap="4">
          <Heading as="h1" size="2xl">
            {place.category.name}
          </Heading>
          <SubcategoryLinks category={place.category} />
        </Stack>
      </Container>
    );
  return <PostList category={place.category} subcategory={place.subcategory} signedIn={Boolean(user)} />;
}

function SubcategoryLinks({ category }: { category: ReturnType<typeof visiblePostCategories>[number] }) {
  return (
    <Flex gap="3" wrap="wrap" as="ul" listStyleType="none" m="0" p="0">
      {category.subcategories.map((sub) => (
        <li key={sub.slug}>
          <TextLink href={postPaths.list(category.slug, sub.slug)}>{sub.name}</TextLink>
        </li>
      ))}
    </Flex>
  );
}

function Board({ categories }: { categories: ReturnType<typeof visiblePostCategories> }) {
  const [query, setQuery] = useState('');
  const search = query.trim();
  return (
    <Container maxW="4xl" py="8">
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {POST_WORDS.board}
          </Heading>
          <Text color="fg.muted">{POST_WORDS.boardIntro}</Text>
        </Stack>
        <Input
          type="search"
          aria-label={POST_WORDS.search}
          placeholder={POST_WORDS.search}
          value={query}
          maxLength={POST_LIMITS.search}
          onChange={(event) => setQuery(event.target.value)}
        />
        {search ? (
          <SearchResults search={search} />
        ) : (
          categories.map((category) => (
            <Stack as="section" key={category.slug} gap="2" aria-label={category.name}>
              <Heading as="h2" size="md">
                <TextLink href={postPaths.category(category.slug)}>{category.name}</TextLink>
              </Heading>
              <SubcategoryLinks category={category} />
            </Stack>
          ))
        )}
      </Stack>
    </Container>
  );
}

function SearchResults({ search }: { search: string }) {
  const posts = trpc.posts.list.useQuery({ search });
  return (
    <Stack gap="3" as="section" aria-label={POST_WORDS.searchResults(search)}>
      <Heading as="h2" size="md">
        {POST_WORDS.searchResults(search)}
      </Heading>
      {posts.isPending ? (
        <Text>{POST_MESSAGES.loading}</Text>
      ) : posts.isError ? (
        <PageError message={errorMessage(posts.error, POST_WORDS.loadFailed)} onRetry={() => void posts.refetch()} />
      ) : (
        <PostCards posts={posts.data} empty={POST_WORDS.noMatches} />
      )}
    </Stack>
  );
}

function PostList({
  category,
  subcategory,
  signedIn,
}: {
  category: { name: string; slug: string };
  subcategory: { name: string; slug: string };
  signedIn: boolean;
}) {
  const place = { category: category.slug, subcategory: subcategory.slug };
  const listPath = postPaths.list(category.slug, subcategory.slug);
  const posts = trpc.posts.list.useQuery({ place });
  const [, navigate] = useLocation();
  const search = useSearch();
  // Back from signing in with a kept draft: open it again, once, and drop the query.
  const [kept] = useState<PostDraft | null>(() => {
    if (!signedIn || !new URLSearchParams(search).has(DRAFT_QUERY)) return null;
    const draft = takePostDraft();
    return draft && draft.place.category === place.category && draft.place.subcategory === place.subcategory ? draft : null;
  });
  const [writing, setWriting] = useState(kept !== null);
  useEffect(() => {
    if (new URLSearchParams(search).has(DRAFT_QUERY)) navigate(listPath, { replace: true });
  }, [search, navigate, listPath]);
  return (
    <Container maxW="4xl" py="8">
      <Stack gap="4">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h1" size="xl">
            {POST_MESSAGES.listTitle(category.name, subcategory.name)}
          </Heading>
          <Button colorPalette="teal" onClick={() => setWriting(true)}>
            {POST_WORDS.newPost}
          </Button>
        </Flex>
        {posts.isPending ? (
          <PageLoading label={POST_MESSAGES.loading} />
        ) : posts.isError ? (
          <PageError message={errorMessage(posts.error, POST_WORDS.loadFailed)} onRetry={() => void posts.refetch()} />
        ) : (
          <PostCards posts={posts.data} empty={POST_MESSAGES.empty} />
        )}
      </Stack>
      {writing && (
        <PostDraftDialog
          open
          onClose={() => setWriting(false)}
          place={place}
          signedIn={signedIn}
          initial={kept ? { draft: kept } : undefined}
          returnPath={listPath}
          onSaved={(postId) => {
            setWriting(false);
            navigate(postPaths.post(category.slug, subcategory.slug, postId));
          }}
        />
      )}
    </Container>
  );
}
