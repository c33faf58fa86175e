import { Badge, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { PageError } from '../../components/PageStates.tsx';
import { trpc } from '../../lib/trpc.ts';
import { HOME_MESSAGES, HOME_TASK_PREVIEW } from '../../../../shared/home/messages.ts';
import { HomeTaskRow } from './HomeTaskRow.tsx';

/**
 * Home's 'Action Required' (spec sections 2 and 4): a count badge and the tasks, the first few
 * shown and the rest behind a disclosure, so on a phone the first screen still reaches the next
 * event. The list is the server's (home.tasks): a task leaves when the data says it is done.
 */
export function ActionRequired() {
  const tasks = trpc.home.tasks.useQuery();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const count = tasks.data?.length ?? 0;
  const shown = expanded ? tasks.data : tasks.data?.slice(0, HOME_TASK_PREVIEW);
  return (
    <Card.Root as="section" aria-labelledby={`${listId}-title`} borderColor="orange.muted" data-testid="action-required" size="sm">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Flex align="center" gap="2">
            <Heading as="h2" size="md" id={`${listId}-title`}>
              {HOME_MESSAGES.actionRequired}
            </Heading>
            {tasks.data && (
              <Badge colorPalette={count ? 'orange' : 'gray'} variant="solid" data-testid="task-count" aria-label={HOME_MESSAGES.taskCount(count)}>
                {count}
              </Badge>
            )}
          </Flex>
          {count > HOME_TASK_PREVIEW && (
            <Button size="xs" variant="ghost" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((open) => !open)}>
              {expanded ? HOME_MESSAGES.showFewer : HOME_MESSAGES.showAll(count)}
            </Button>
          )}
        </Flex>
      </Card.Header>
      <Card.Body pt="2">
        {tasks.isPending ? (
          <Text color="fg.muted">{HOME_MESSAGES.loadingTasks}</Text>
        ) : tasks.isError ? (
          <PageError message={HOME_MESSAGES.tasksLoadFailed} onRetry={() => void tasks.refetch()} />
        ) : count === 0 ? (
          <Text color="fg.muted">{HOME_MESSAGES.noTasks}</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="0" id={listId}>
            {shown?.map((task) => (
              <HomeTaskRow key={task.id} task={task} />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
