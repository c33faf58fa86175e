import { Badge, Box, Button, Code, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FormAlert, PageError, PageLoading } from '../../components/PageStates.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { TextField } from '../../components/TextField.tsx';
import { formatClockTime, formatDay } from '../../lib/dates.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useOrigin } from '../../lib/use-origin.ts';
import { trpc } from '../../lib/trpc.ts';
import { APP_MESSAGES } from '../../../../shared/common/app-messages.ts';
import { CUSTOM_DOMAIN_WORDS as W, type DomainStatus } from '../../../../shared/custom-domains/custom-domains.ts';
import { hostnameSchema } from '../../../../shared/custom-domains/schemas.ts';
import type { CustomDomain } from '../../../../shared/custom-domains/schemas.ts';

const STATUS_COLOR: Record<DomainStatus, string> = { pending: 'orange', verified: 'green', failed: 'red' };

/** A website's custom domains (issue 35): add one, the TXT record to create, its status with "Check now". */
export function CustomDomains({ websiteId }: { websiteId: string }) {
  const utils = trpc.useUtils();
  const domains = trpc.sites.domains.useQuery({ websiteId });
  const [hostname, setHostname] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const add = trpc.sites.addDomain.useMutation({
    onSuccess: async () => {
      setHostname('');
      await utils.sites.domains.invalidate({ websiteId });
      await utils.sites.domainWebsites.invalidate();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = hostnameSchema.safeParse(hostname);
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message);
    setFieldError(undefined);
    add.mutate({ websiteId, hostname: parsed.data });
  }

  return (
    <SectionCard title={W.domainsTitle}>
      <Stack gap="5">
        <form onSubmit={submit} noValidate>
          <Flex gap="3" align="flex-end" wrap="wrap">
            <TextField
              label={W.hostnameLabel}
              placeholder={W.hostnamePlaceholder}
              value={hostname}
              onChange={(value) => {
                setHostname(value);
                setFieldError(undefined);
              }}
              error={fieldError}
              maxLength={260}
              autoCapitalize="none"
              spellCheck={false}
              flex="1 1 16rem"
              minW="0"
            />
            <Button type="submit" colorPalette="teal" loading={add.isPending}>
              {W.add}
            </Button>
          </Flex>
        </form>
        <FormAlert status="error" message={add.isError ? errorMessage(add.error, APP_MESSAGES.tryAgain) : null} />
        {domains.isPending && <PageLoading />}
        {domains.isError && <PageError message={errorMessage(domains.error, APP_MESSAGES.tryAgain)} onRetry={() => void domains.refetch()} />}
        {domains.data?.length === 0 && (
          <Box>
            <Text fontWeight="semibold">{W.noDomains}</Text>
            <Text color="fg.muted">{W.noDomainsHint}</Text>
          </Box>
        )}
        {domains.data?.map((domain) => (
          <DomainRow key={domain.id} domain={domain} websiteId={websiteId} />
        ))}
      </Stack>
    </SectionCard>
  );
}

function DomainRow({ domain, websiteId }: { domain: CustomDomain; websiteId: string }) {
  const utils = trpc.useUtils();
  const origin = useOrigin();
  const [confirming, setConfirming] = useState(false);
  const refresh = () => utils.sites.domains.invalidate({ websiteId });
  const check = trpc.sites.checkDomainNow.useMutation({ onSuccess: refresh });
  const remove = trpc.sites.removeDomain.useMutation({
    onSuccess: async () => {
      setConfirming(false);
      await refresh();
      await utils.sites.domainWebsites.invalidate();
    },
  });
  const checked = domain.lastCheckedAt ? W.lastChecked(`${formatDay(domain.lastCheckedAt)} ${formatClockTime(domain.lastCheckedAt)}`) : W.neverChecked;
  const host = origin ? new URL(origin).hostname : '';
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid="custom-domain" aria-label={domain.hostname} role="group">
      <Stack gap="3">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Text fontWeight="semibold" wordBreak="break-all">
            {domain.hostname}
          </Text>
          <Badge colorPalette={STATUS_COLOR[domain.status]} data-testid="domain-status">
            {W.status[domain.status]}
          </Badge>
        </Flex>
        {domain.status === 'verified' ? (
          <a href={`https://${domain.hostname}/`} target="_blank" rel="noreferrer">
            {W.openSite}
          </a>
        ) : (
          <Stack gap="2">
            <Text fontSize="sm">{W.instructions}</Text>
            <Grid templateColumns={{ base: '1fr', md: 'auto 1fr' }} columnGap="4" rowGap="1" fontSize="sm">
              <Text color="fg.muted">{W.recordType}</Text>
              <Code>TXT</Code>
              <Text color="fg.muted">{W.recordName}</Text>
              <Code wordBreak="break-all" data-testid="txt-name">
                {domain.txtName}
              </Code>
              <Text color="fg.muted">{W.recordValue}</Text>
              <Code wordBreak="break-all" data-testid="txt-value">
                {domain.txtValue}
              </Code>
            </Grid>
            {host && (
              <Text fontSize="sm" color="fg.muted">
                {W.cnameHint(host)}
              </Text>
            )}
          </Stack>
        )}
        <Text fontSize="sm" color="fg.muted">
          {checked}
        </Text>
        <FormAlert status="error" message={check.isError ? errorMessage(check.error, APP_MESSAGES.tryAgain) : null} />
        <Flex gap="2" wrap="wrap">
          {domain.status !== 'verified' && (
            <Button size="sm" variant="outline" loading={check.isPending} onClick={() => check.mutate({ domainId: domain.id })}>
              {W.checkNow}
            </Button>
          )}
          <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setConfirming(true)}>
            {W.remove}
          </Button>
        </Flex>
      </Stack>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={W.removeConfirmTitle}
        confirmLabel={W.remove}
        onConfirm={() => remove.mutate({ domainId: domain.id })}
        pending={remove.isPending}
        error={remove.error}
      >
        <Text>{W.removeConfirmBody(domain.hostname)}</Text>
      </ConfirmDialog>
    </Box>
  );
}
