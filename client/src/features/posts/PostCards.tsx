import { Card, Flex, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { TextLink } from '../../components/TextLink.tsx';
import { formatCalendarDay } from '../../lib/dates.ts';
import { postPaths } from './post-paths.ts';
import { POST_MESSAGES, POST_WORDS, postPreview } from '../../../../shared/posts/messages.ts';

export interface PostCardRow {
  id: string;
  category: string;
  subcategory: string;
  title: string;
  body: string;
  city: string | null;
  gameType: string | null;
  happensOn: string | null;
  closedAt: Date | null;
  photoUrl: string | null;
}

/** A post's details in one line: its city, sport and date, those it has. */
export const postDetails = (post: { city: string | null; gameType: string | null; happensOn: string | null }) =>
  [post.city, post.gameType, post.happensOn ? formatCalendarDay(post.happensOn) : null].filter(Boolean).join(' · ');

/** The board's cards (spec): the title, the first 100 characters of the text and View More; with the details and first photo. */
export function PostCards({ posts, empty }: { posts: readonly PostCardRow[]; empty: string }) {
  if (posts.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
      {posts.map((post) => (
        <Card.Root as="li" key={post.id} data-testid="post-card">
          <Card.Body>
            <Flex gap="3" align="start">
              {post.photoUrl && <Image src={post.photoUrl} alt="" w="16" h="16" borderRadius="md" objectFit="cover" flexShrink={0} loading="lazy" />}
              <Stack gap="1" minW="0">
                <Heading as="h2" size="sm">
                  {post.title}
                  {post.closedAt ? ` · ${POST_WORDS.closedBadge}` : ''}
                </Heading>
                {postDetails(post) && (
                  <Text fontSize="xs" color="fg.muted">
                    {postDetails(post)}
                  </Text>
                )}
                <Text fontSize="sm" color="fg.muted">
                  {postPreview(post.body)}
                </Text>
                <TextLink href={postPaths.post(post.category, post.subcategory, post.id)}>{POST_MESSAGES.viewMore}</TextLink>
              </Stack>
            </Flex>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
