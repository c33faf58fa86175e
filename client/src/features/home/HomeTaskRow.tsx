import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../server/routers/index.ts';
import { TextLink } from '../../components/TextLink.tsx';
import { notify } from '../../components/ToasterHost.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { AnswerButtons } from '../teams/AnswerButtons.tsx';
import { APP_MESSAGES } from '../../../../shared/common/app-messages.ts';
import { HOME_MESSAGES } from '../../../../shared/home/messages.ts';
import { TEAM_MESSAGES } from '../../../../shared/teams/messages.ts';

export type HomeTask = inferRouterOutputs<AppRouter>['home']['tasks'][number];
type Action = NonNullable<HomeTask['action']>;

const onError = (error: unknown) => void notify({ type: 'error', title: errorMessage(error, APP_MESSAGES.tryAgain) });

/** One task of 'Action Required': its title (a link when it leads somewhere) and what can be done in place. */
export function HomeTaskRow({ task }: { task: HomeTask }) {
  return (
    <Stack as="li" gap="2" data-testid="home-task" data-kind={task.kind} py="2" borderTopWidth="1px" _first={{ borderTopWidth: 0, pt: 0 }}>
      <Stack gap="0">
        {task.href ? (
          <Text fontWeight="medium">
            <TextLink href={task.href}>{task.title}</TextLink>
          </Text>
        ) : (
          <Text fontWeight="medium">{task.title}</Text>
        )}
        {task.detail && (
          <Text fontSize="sm" color="fg.muted">
            {task.detail}
          </Text>
        )}
      </Stack>
      {task.action && <TaskAction action={task.action} />}
    </Stack>
  );
}

/**
 * The in-place action, through the procedure each domain already has. Once it succeeds the task
 * list is read again, so the task leaves without a reload (the server decides what is left to do).
 */
function TaskAction({ action }: { action: Action }) {
  switch (action.type) {
    case 'respondToInvite':
      return <InvitationButtons teamId={action.teamId} />;
    case 'rsvp':
      return <RsvpButtons action={action} />;
    case 'nudge':
      return <NudgeButton eventId={action.eventId} />;
    case 'resendVerification':
      return <ResendButton />;
  }
}

function InvitationButtons({ teamId }: { teamId: string }) {
  const utils = trpc.useUtils();
  const respond = trpc.teams.respondToInvite.useMutation({
    onSuccess: async (result) => {
      void notify({ type: 'success', title: result.role ? HOME_MESSAGES.joined : HOME_MESSAGES.declined });
      await Promise.all([utils.home.tasks.invalidate(), utils.teams.mine.invalidate(), utils.teams.myEvents.invalidate()]);
    },
    onError,
  });
  return (
    <Flex gap="2">
      <Button size="sm" colorPalette="teal" loading={respond.isPending && respond.variables?.accept} onClick={() => respond.mutate({ teamId, accept: true })}>
        {HOME_MESSAGES.accept}
      </Button>
      <Button size="sm" variant="outline" loading={respond.isPending && !respond.variables?.accept} onClick={() => respond.mutate({ teamId, accept: false })}>
        {HOME_MESSAGES.decline}
      </Button>
    </Flex>
  );
}

function RsvpButtons({ action }: { action: Extract<Action, { type: 'rsvp' }> }) {
  const utils = trpc.useUtils();
  const rsvp = trpc.teams.rsvp.useMutation({
    onSuccess: () => Promise.all([utils.home.tasks.invalidate(), utils.teams.myEvents.invalidate(), utils.teams.schedule.invalidate()]),
    onError,
  });
  const whose = action.forName ? TEAM_MESSAGES.answerFor(action.forName) : TEAM_MESSAGES.yourAnswer;
  return (
    <AnswerButtons
      label={`${whose}: ${action.eventTitle}`}
      eventTitle={action.eventTitle}
      forName={action.forName}
      current={null}
      pending={rsvp.isPending ? (rsvp.variables?.answer ?? null) : null}
      onAnswer={(answer) => rsvp.mutate({ eventId: action.eventId, answer, ...(action.familyMemberId ? { familyMemberId: action.familyMemberId } : {}) })}
    />
  );
}

function NudgeButton({ eventId }: { eventId: string }) {
  const utils = trpc.useUtils();
  const nudge = trpc.teams.nudge.useMutation({
    onSuccess: async (result) => {
      void notify({ type: 'success', title: HOME_MESSAGES.nudged(result.nudged) });
      await Promise.all([utils.home.tasks.invalidate(), utils.teams.schedule.invalidate()]);
    },
    onError,
  });
  return (
    <Flex>
      <Button size="sm" colorPalette="teal" variant="outline" loading={nudge.isPending} onClick={() => nudge.mutate({ eventId })}>
        {HOME_MESSAGES.nudge}
      </Button>
    </Flex>
  );
}

function ResendButton() {
  const resend = trpc.auth.resendVerification.useMutation({
    onSuccess: () => void notify({ type: 'success', title: HOME_MESSAGES.resent }),
    onError,
  });
  return (
    <Flex>
      <Button size="sm" variant="outline" loading={resend.isPending} onClick={() => resend.mutate()}>
        {HOME_MESSAGES.resend}
      </Button>
    </Flex>
  );
}
