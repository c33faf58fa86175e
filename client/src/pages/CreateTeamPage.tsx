import { Box, Button, Card, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { safeParse } from 'zod/mini';
import { FormAlert, PageLoading } from '../components/PageStates.tsx';
import { TextLink } from '../components/TextLink.tsx';
import { notify } from '../components/ToasterHost.tsx';
import { useCurrentUser } from '../features/auth/use-current-user.ts';
import { isNotConfigured } from '../features/billing/use-billing.ts';
import { clearTeamDraft, loadTeamDraft, saveTeamDraft, type TeamDraft } from '../features/teams/team-draft.ts';
import { TeamAudienceFields, TeamBasicsFields, TeamPrivacyFields, type TeamDetails } from '../features/teams/TeamDetailsFields.tsx';
import { TeamInvitesEditor } from '../features/teams/TeamInvitesEditor.tsx';
import { errorMessage } from '../lib/errors.ts';
import { trpc } from '../lib/trpc.ts';
import { useFocusFirstInvalid } from '../lib/use-focus-first-invalid.ts';
import { NotConfiguredNotice } from '../features/billing/NotConfiguredNotice.tsx';
import { CURRENT_PLATFORM, formatPlanPrice, planById, TEAM_PLANS } from '../../../shared/billing/billing.ts';
import { TEAM_MESSAGES } from '../../../shared/teams/messages.ts';
import { teamName } from '../../../shared/teams/schemas.ts';
import { TEAM_PRIVACY_LABELS, TEAM_ROLE_LABELS, TEAM_WIZARD_REMINDER_FROM_STEP, TEAM_WIZARD_STEPS } from '../../../shared/teams/teams.ts';

type Errors = Partial<Record<keyof TeamDetails, string>>;

function basicsErrors(draft: TeamDraft): Errors {
  const errors: Errors = {};
  const name = safeParse(teamName, draft.name);
  if (!name.success) errors.name = name.error.issues[0]?.message ?? TEAM_MESSAGES.nameRequired;
  if (!draft.gameType) errors.gameType = TEAM_MESSAGES.gameTypeRequired;
  if (!draft.city) errors.city = TEAM_MESSAGES.cityRequired;
  return errors;
}

/** Tells the server the user left mid-wizard; keepalive lets it go out while the tab closes. */
function reportLeft(step: number) {
  void fetch('/trpc/teams.wizardLeft', {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ json: { step } }),
  }).catch(() => undefined);
}

/** teams/create: six pages (basics, who it is for, privacy, plan, invite players, review). */
export default function CreateTeamPage() {
  const { user } = useCurrentUser();
  if (!user) return <PageLoading />;
  return <Wizard userId={user.id} />;
}

function Wizard({ userId }: { userId: string }) {
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState<TeamDraft>(() => loadTeamDraft(userId));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (patch: Partial<TeamDraft>) => setDraft((current) => ({ ...current, ...patch }));
  useEffect(() => saveTeamDraft(userId, draft), [userId, draft]);

  // Spec section 4: leaving on pages 2 to 6 requests the reminder mail (the server sends one a day at most).
  const stepRef = useRef(draft.step);
  stepRef.current = draft.step;
  const finished = useRef(false);
  useEffect(() => {
    const onPageHide = () => {
      if (!finished.current && stepRef.current >= TEAM_WIZARD_REMINDER_FROM_STEP) reportLeft(stepRef.current);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      onPageHide();
    };
  }, []);

  const subscribe = trpc.billing.createSubscription.useMutation();
  const create = trpc.teams.create.useMutation({
    onSuccess: async (team) => {
      finished.current = true;
      clearTeamDraft(userId);
      void notify({ type: 'success', title: TEAM_MESSAGES.created });
      const plan = planById(draft.planId);
      if (plan?.priceId) {
        try {
          const { url } = await subscribe.mutateAsync({
            items: [{ id: team.id, name: plan.label, quantity: 1, planId: plan.id, type: 'change-team-subscription', platform: CURRENT_PLATFORM }],
            environment: 'test',
          });
          window.location.assign(url);
          return;
        } catch (error) {
          void notify({
            type: 'info',
            title: isNotConfigured(error)
              ? 'Payments are not set up here yet: the team starts on Rookie.'
              : errorMessage(error, 'The plan could not be started: the team starts on Rookie.'),
          });
        }
      }
      navigate(`/team/${team.id}`);
    },
    onError: (error) => setFailure(errorMessage(error, 'The team could not be created. Please try again.')),
  });

  const [stepBody, focusFirstInvalid] = useFocusFirstInvalid<HTMLDivElement>();
  const go = (step: number) => {
    if (draft.step === 1 && step > 1) {
      const found = basicsErrors(draft);
      setErrors(found);
      if (Object.keys(found).length > 0) return focusFirstInvalid();
    }
    setFailure(null);
    set({ step });
    window.scrollTo(0, 0);
  };
  const submit = () => {
    if (!draft.city) return go(1);
    create.mutate({
      name: draft.name,
      gameType: draft.gameType,
      city: draft.city,
      description: draft.description,
      ageGroup: draft.ageGroup as never,
      gender: draft.gender as never,
      skillLevel: draft.skillLevel as never,
      privacy: draft.privacy,
      invites: draft.invites,
    });
  };

  const details: TeamDetails = draft;
  const stepTitle = TEAM_WIZARD_STEPS[draft.step - 1];
  return (
    <Container maxW="2xl" py="8">
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Create a team
          </Heading>
          <Text color="fg.muted">
            Running a club, a league or a community rather than one team? <TextLink href="/start/community">Start a community</TextLink>
          </Text>
        </Stack>
        <Flex as="ol" gap="2" wrap="wrap" aria-label="Steps" listStyleType="none">
          {TEAM_WIZARD_STEPS.map((title, index) => (
            <Box
              as="li"
              key={title}
              px="2"
              py="1"
              borderRadius="md"
              fontSize="sm"
              bg={index + 1 === draft.step ? 'teal.solid' : 'bg.muted'}
              color={index + 1 === draft.step ? 'white' : 'fg.muted'}
              aria-current={index + 1 === draft.step ? 'step' : undefined}
            >
              {index + 1}. {title}
            </Box>
          ))}
        </Flex>
        <Card.Root>
          <Card.Header>
            <Heading as="h2" size="lg">
              Step {draft.step} of {TEAM_WIZARD_STEPS.length}: {stepTitle}
            </Heading>
          </Card.Header>
          <Card.Body ref={stepBody}>
            {draft.step === 1 && <TeamBasicsFields value={details} set={set} errors={errors} />}
            {draft.step === 2 && <TeamAudienceFields value={details} set={set} errors={errors} />}
            {draft.step === 3 && <TeamPrivacyFields value={details} set={set} errors={errors} />}
            {draft.step === 4 && <PlanChoice planId={draft.planId} onChange={(planId) => set({ planId })} />}
            {draft.step === 5 && <TeamInvitesEditor invites={draft.invites} onChange={(invites) => set({ invites })} />}
            {draft.step === 6 && <Review draft={draft} />}
          </Card.Body>
          <Card.Footer>
            <Stack gap="3" width="full">
              <FormAlert status="error" message={failure} />
              <Flex justify="space-between" gap="3">
                <Button variant="outline" disabled={draft.step === 1} onClick={() => go(draft.step - 1)}>
                  Back
                </Button>
                {draft.step < TEAM_WIZARD_STEPS.length ? (
                  <Button colorPalette="teal" onClick={() => go(draft.step + 1)}>
                    Next
                  </Button>
                ) : (
                  <Button colorPalette="teal" loading={create.isPending || subscribe.isPending} onClick={submit}>
                    Create team
                  </Button>
                )}
              </Flex>
            </Stack>
          </Card.Footer>
        </Card.Root>
      </Stack>
    </Container>
  );
}

/**
 * Page 4: Rookie is free; a paid tier goes through Checkout once the team exists. Without payments
 * on this server the paid tiers are shown but cannot be chosen, and the page says why.
 */
function PlanChoice({ planId, onChange }: { planId: string; onChange: (planId: string) => void }) {
  const payments = trpc.system.config.useQuery(undefined, { staleTime: Infinity }).data?.payments ?? false;
  return (
    <Stack gap="3">
      {!payments && <NotConfiguredNotice />}
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" role="radiogroup" aria-label="Team plan">
        {TEAM_PLANS.map((plan) => {
          const unavailable = Boolean(plan.priceId) && !payments;
          return (
            <Box
              as="label"
              key={plan.id}
              borderWidth="2px"
              borderRadius="md"
              p="3"
              cursor={unavailable ? 'not-allowed' : 'pointer'}
              opacity={unavailable ? 0.6 : 1}
              borderColor={planId === plan.id ? 'teal.solid' : 'border'}
            >
              <Flex gap="2" align="center">
                <input
                  type="radio"
                  name="team-plan"
                  value={plan.id}
                  aria-label={plan.label}
                  checked={planId === plan.id}
                  disabled={unavailable}
                  onChange={() => onChange(plan.id)}
                />
                <Text fontWeight="semibold">{plan.label}</Text>
              </Flex>
              <Text fontSize="sm">{plan.priceId ? formatPlanPrice(plan) : 'Free'}</Text>
              <Stack as="ul" gap="0" mt="2" fontSize="sm" color="fg.muted" listStyleType="disc" ps="4">
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </Stack>
            </Box>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

function Review({ draft }: { draft: TeamDraft }) {
  const rows: [string, string][] = [
    ['Team name', draft.name],
    ['Game type', draft.gameType],
    ['City', draft.city?.name ?? ''],
    ['Who it is for', [draft.ageGroup, draft.gender, draft.skillLevel].join(' · ')],
    ['Privacy', TEAM_PRIVACY_LABELS[draft.privacy].label],
    ['Plan', planById(draft.planId)?.label ?? 'Rookie'],
    ['Invitations', draft.invites.length === 0 ? 'None yet' : draft.invites.map((invite) => `${invite.email} (${TEAM_ROLE_LABELS[invite.role]})`).join(', ')],
  ];
  return (
    <Stack gap="2" as="dl" data-testid="team-review">
      {rows.map(([label, value]) => (
        <Flex key={label} gap="3" wrap="wrap">
          <Text as="dt" fontWeight="semibold" minW="9rem">
            {label}
          </Text>
          <Text as="dd">{value}</Text>
        </Flex>
      ))}
      {draft.description && (
        <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap">
          {draft.description}
        </Text>
      )}
    </Stack>
  );
}
