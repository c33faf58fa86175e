import { Button, Card, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { notify } from '../../components/ToasterHost.tsx';
import { trpc } from '../../lib/trpc.ts';
import { useQrCode } from '../../lib/use-qr-code.ts';
import { CURRENT_PLATFORM, formatPlanPrice, TEAM_PLANS } from '../../../../shared/billing/billing.ts';
import { BILLING_MESSAGES } from '../../../../shared/billing/messages.ts';
import { TEAM_MESSAGES } from '../../../../shared/teams/messages.ts';
import { can } from '../../../../shared/teams/teams.ts';
import { TeamAudienceFields, TeamBasicsFields, TeamPrivacyFields, type TeamDetails } from './TeamDetailsFields.tsx';
import { KnownPeopleInvite } from './KnownPeopleInvite.tsx';
import { TeamLogoUpload } from './TeamLogoUpload.tsx';
import { TeamInvitesEditor, type InviteRow } from './TeamInvitesEditor.tsx';
import { useTeamRefresh } from './use-team-mutations.ts';
import { useOrigin } from '../../lib/use-origin.ts';
import { SectionCard } from '../../components/SectionCard.tsx';

interface Team extends TeamDetails {
  id: string;
  shareCode: string | null;
  viewerRole: string | null;
  subscriptionTier: string;
  logoUrl: string | null;
}

/** The manage section: invitations, the share link, the team's details and deletion, each shown to the roles allowed it. */
export function TeamManage({ team }: { team: Team }) {
  return (
    <Stack gap="4" data-testid="team-manage">
      {can(team.viewerRole, 'inviteMembers') && <InviteCard teamId={team.id} />}
      {team.shareCode && <ShareLinkCard team={team} />}
      {can(team.viewerRole, 'editTeam') && <DetailsCard team={team} />}
      {can(team.viewerRole, 'changePlan') && <PlanCard team={team} />}
      {can(team.viewerRole, 'deleteTeam') && <DeleteCard teamId={team.id} />}
    </Stack>
  );
}

function InviteCard({ teamId }: { teamId: string }) {
  const [invites, setInvites] = useState<InviteRow[]>([]);
  const roster = trpc.teams.roster.useQuery({ teamId });
  const refresh = useTeamRefresh(teamId);
  const send = trpc.teams.inviteMembers.useMutation({
    ...refresh,
    onSuccess: async ({ invited }) => {
      setInvites([]);
      void notify({ type: 'success', title: invited === 1 ? 'Invitation sent' : `${invited} invitations sent` });
      await refresh.onSuccess();
    },
  });
  return (
    <SectionCard title="Invite people" level="h3">
      <Stack gap="3">
        <TeamInvitesEditor invites={invites} onChange={setInvites} />
        <Button
          alignSelf="flex-start"
          colorPalette="teal"
          disabled={invites.length === 0}
          loading={send.isPending}
          onClick={() => send.mutate({ teamId, invites })}
        >
          Send invitations
        </Button>
        <KnownPeopleInvite teamId={teamId} onRoster={new Set((roster.data ?? []).flatMap((entry) => (entry.userId ? [entry.userId] : [])))} />
      </Stack>
    </SectionCard>
  );
}

function ShareLinkCard({ team }: { team: Team }) {
  const reset = trpc.teams.resetShareCode.useMutation(useTeamRefresh(team.id, 'A new link is ready; the old one no longer works.'));
  const origin = useOrigin();
  const link = origin ? `${origin}/teams/join/${team.shareCode}` : '';
  const qr = useQrCode(link || null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      void notify({ type: 'success', title: 'Link copied' });
    } catch {
      void notify({ type: 'info', title: 'Select the link and copy it.' });
    }
  };
  return (
    <SectionCard title="Share link" level="h3">
      <Stack gap="2">
        <Text fontSize="sm" color="fg.muted">
          Anyone with this link, or this QR code, can join as a player.
        </Text>
        {qr.dataUrl && <img src={qr.dataUrl} alt="QR code of the team link" width={160} height={160} data-testid="team-qr" />}
        <Flex gap="2" wrap="wrap">
          <Input readOnly value={link} aria-label="Team link" flex="1" minW="14rem" onFocus={(event) => event.currentTarget.select()} />
          <Button variant="outline" onClick={() => void copy()}>
            Copy
          </Button>
          {can(team.viewerRole, 'resetShareLink') && (
            <Button variant="ghost" loading={reset.isPending} onClick={() => reset.mutate({ teamId: team.id })}>
              Reset link
            </Button>
          )}
        </Flex>
      </Stack>
    </SectionCard>
  );
}

function DetailsCard({ team }: { team: Team }) {
  const [details, setDetails] = useState<TeamDetails>(team);
  const update = trpc.teams.update.useMutation(useTeamRefresh(team.id, 'Team saved'));
  const set = (patch: Partial<TeamDetails>) => setDetails((current) => ({ ...current, ...patch }));
  const save = () => {
    if (!details.city) return void notify({ type: 'error', title: TEAM_MESSAGES.cityRequired });
    update.mutate({
      teamId: team.id,
      details: {
        ...details,
        city: details.city,
        ageGroup: details.ageGroup as never,
        gender: details.gender as never,
        skillLevel: details.skillLevel as never,
      },
    });
  };
  return (
    <SectionCard title="Team details" level="h3">
      <Stack gap="5">
        <TeamLogoUpload teamId={team.id} logoUrl={team.logoUrl} name={team.name} />
        <TeamBasicsFields value={details} set={set} errors={{}} />
        <TeamAudienceFields value={details} set={set} errors={{}} />
        <TeamPrivacyFields value={details} set={set} errors={{}} />
        <Button alignSelf="flex-start" colorPalette="teal" loading={update.isPending} onClick={save}>
          Save details
        </Button>
      </Stack>
    </SectionCard>
  );
}

function DeleteCard({ teamId }: { teamId: string }) {
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const remove = trpc.teams.delete.useMutation({ onSuccess: () => navigate('/my-communities') });
  return (
    <Card.Root borderColor="red.muted">
      <Card.Body>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Text>{TEAM_MESSAGES.deleteConfirm}</Text>
          <Button colorPalette="red" variant="outline" onClick={() => setOpen(true)}>
            Delete team
          </Button>
        </Flex>
      </Card.Body>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        role="alertdialog"
        title="Delete team"
        confirmLabel="Delete"
        pending={remove.isPending}
        onConfirm={() => remove.mutate({ teamId })}
        error={remove.error}
      >
        <Text>{TEAM_MESSAGES.deleteConfirm}</Text>
      </ConfirmDialog>
    </Card.Root>
  );
}

/** The team's plan: spec section 4 (to Rookie cancels and sets Rookie; a paid tier goes through Checkout). */
function PlanCard({ team }: { team: Team }) {
  const refresh = useTeamRefresh(team.id);
  const subscribe = trpc.billing.createSubscription.useMutation({ onSuccess: ({ url }) => window.location.assign(url), onError: refresh.onError });
  const cancel = trpc.billing.cancelSubscription.useMutation(useTeamRefresh(team.id, 'The team is on Rookie now.'));
  // Without payments on this server a paid plan cannot be bought: it is shown, not offered.
  const payments = trpc.system.config.useQuery(undefined, { staleTime: Infinity }).data?.payments ?? false;
  const choose = (plan: (typeof TEAM_PLANS)[number]) => {
    if (!plan.priceId) return cancel.mutate({ type: 'team', id: team.id, platform: CURRENT_PLATFORM });
    subscribe.mutate({
      items: [{ id: team.id, name: plan.label, quantity: 1, planId: plan.id, type: 'change-team-subscription', platform: CURRENT_PLATFORM }],
      environment: 'test',
    });
  };
  return (
    <SectionCard title="Plan" level="h3">
      <Stack gap="3">
        {TEAM_PLANS.map((plan) => (
          <Flex key={plan.id} justify="space-between" align="center" gap="3" wrap="wrap" data-testid="team-plan">
            <Stack gap="0">
              <Text fontWeight="semibold">
                {plan.label} · {plan.priceId ? formatPlanPrice(plan) : 'Free'}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {plan.features.join(' · ')}
              </Text>
            </Stack>
            {team.subscriptionTier === plan.id ? (
              <Text fontSize="sm" fontWeight="semibold" color="teal.fg">
                Current plan
              </Text>
            ) : plan.priceId && !payments ? (
              <Text fontSize="sm" color="fg.muted" data-testid="plan-unavailable">
                {BILLING_MESSAGES.notConfigured}
              </Text>
            ) : (
              <Button
                size="sm"
                variant="outline"
                loading={(subscribe.isPending || cancel.isPending) && subscribe.variables?.items[0]?.planId === plan.id}
                onClick={() => choose(plan)}
              >
                Switch to {plan.label}
              </Button>
            )}
          </Flex>
        ))}
      </Stack>
    </SectionCard>
  );
}
