import { Box, Container, Heading, IconButton, Tabs } from '@chakra-ui/react';
import { TextLink } from '../components/TextLink.tsx';
import { useSearchParams } from 'wouter';
import { useCurrentUser } from '../features/auth/use-current-user.ts';
import { ActivitySubscriptionsTab } from '../features/activity-subscriptions/ActivitySubscriptionsTab.tsx';
import { AvailabilityTab } from '../features/availability/AvailabilityTab.tsx';
import { GeneralTab } from '../features/settings/GeneralTab.tsx';
import { InterestsTab } from '../features/settings/InterestsTab.tsx';
import { NotificationSettingsTab } from '../features/settings/NotificationSettingsTab.tsx';
import { PrivacyTab } from '../features/settings/PrivacyTab.tsx';
import { PaymentsTab } from '../features/billing/PaymentsTab.tsx';
import { tabFromQuery } from '../features/settings/settings-tab.ts';
import { PageLoading } from '../components/PageStates.tsx';
import { edgeFadeMask, useScrollEdges } from '../lib/use-scroll-edges.ts';
import { SETTINGS_TABS, type SettingsTab } from '../../../shared/settings/settings.ts';

/** Tabs whose content has landed; a tab not listed is not offered at all. */
const OFFERED: SettingsTab[] = ['general', 'privacy', 'payments', 'sports', 'availability', 'notification', 'activities-subscription'];

/** The chosen tab is brought to the middle of the scrolling row (a deep link to a far tab on a phone), clear of the edge arrows. */
const scrollIntoView = (node: HTMLElement | null) => node?.scrollIntoView({ block: 'nearest', inline: 'center' });

export default function SettingsPage() {
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab = tabFromQuery(params.get('tab'), OFFERED);
  const [tabRow, edges, scrollTabs] = useScrollEdges();
  if (!user) return <PageLoading />;
  const tabs = SETTINGS_TABS.filter((t) => OFFERED.includes(t.value));
  return (
    <Container maxW="4xl" py="6">
      <Heading as="h1" size="2xl" mb="4">
        Account settings
      </Heading>
      <Tabs.Root
        value={tab}
        onValueChange={(event) =>
          setParams(
            (p) => {
              p.set('tab', event.value);
              p.delete('skippable');
              return p;
            },
            { replace: true },
          )
        }
        variant="line"
        colorPalette="teal"
        lazyMount
        unmountOnExit
      >
        {/* On a phone the tabs keep their width and the row scrolls sideways, rather than squeezing labels over each other. */}
        <Box position="relative">
          <Tabs.List
            ref={tabRow}
            overflowX="auto"
            overflowY="hidden"
            scrollbarWidth="thin"
            data-testid="settings-tabs"
            data-more-after={edges.after || undefined}
            css={{ maskImage: edgeFadeMask(edges) }}
          >
            {tabs.map((t) => (
              // Slightly narrower than the default on a wide screen, so all seven fit the page's width there.
              <Tabs.Trigger
                key={t.value}
                value={t.value}
                flexShrink={0}
                whiteSpace="nowrap"
                px={{ base: '4', md: '3' }}
                ref={t.value === tab ? scrollIntoView : undefined}
              >
                {t.title}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {edges.before && <MoreTabs side="before" onClick={() => scrollTabs(-1)} />}
          {edges.after && <MoreTabs side="after" onClick={() => scrollTabs(1)} />}
        </Box>
        <Tabs.Content value="general">
          <GeneralTab user={user} />
        </Tabs.Content>
        <Tabs.Content value="privacy">
          <PrivacyTab userId={user.id} />
        </Tabs.Content>
        <Tabs.Content value="payments">
          <PaymentsTab />
        </Tabs.Content>
        <Tabs.Content value="sports">
          <InterestsTab />
        </Tabs.Content>
        <Tabs.Content value="availability">
          <AvailabilityTab skippable={params.get('skippable') === 'true'} userId={user.id} />
        </Tabs.Content>
        <Tabs.Content value="notification">
          <NotificationSettingsTab />
        </Tabs.Content>
        <Tabs.Content value="activities-subscription">
          <ActivitySubscriptionsTab />
        </Tabs.Content>
      </Tabs.Root>
      <Box mt="8" pt="4" borderTopWidth="1px">
        <TextLink href="/user-list">Manage your user lists</TextLink>
      </Box>
    </Container>
  );
}

/**
 * An arrow at an edge of the tab row that hides more tabs. For pointer users only: keyboard users
 * move along the tabs with the arrow keys, so it is not in the tab order nor read out.
 */
function MoreTabs({ side, onClick }: { side: 'before' | 'after'; onClick: () => void }) {
  return (
    <IconButton
      aria-hidden
      tabIndex={-1}
      data-testid={`more-tabs-${side}`}
      size="xs"
      variant="subtle"
      rounded="full"
      position="absolute"
      top="50%"
      transform="translateY(-50%)"
      {...(side === 'after' ? { right: '0' } : { left: '0' })}
      onClick={onClick}
    >
      {side === 'after' ? '›' : '‹'}
    </IconButton>
  );
}
