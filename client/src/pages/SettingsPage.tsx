import { Container, Heading, Tabs } from '@chakra-ui/react';
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
import { SETTINGS_TABS, type SettingsTab } from '../../../shared/settings.ts';

/** Tabs whose content has landed; a tab not listed is not offered at all. */
const OFFERED: SettingsTab[] = ['general', 'privacy', 'payments', 'sports', 'availability', 'notification', 'activities-subscription'];

/** The chosen tab is brought into view in the scrolling row (a deep link to a far tab on a phone). */
const scrollIntoView = (node: HTMLElement | null) => node?.scrollIntoView({ block: 'nearest', inline: 'nearest' });

export default function SettingsPage() {
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab = tabFromQuery(params.get('tab'), OFFERED);
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
        <Tabs.List overflowX="auto" overflowY="hidden" scrollbarWidth="thin" data-testid="settings-tabs">
          {tabs.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} flexShrink={0} whiteSpace="nowrap" ref={t.value === tab ? scrollIntoView : undefined}>
              {t.title}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
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
      <TextLink href="/user-list">Manage your user lists</TextLink>
    </Container>
  );
}
