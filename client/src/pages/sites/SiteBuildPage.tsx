import puckCss from '@puckeditor/core/puck.css?inline';
import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Puck, type Data } from '@puckeditor/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'wouter';
import { PageError, PageLoading } from '../../components/PageStates.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { SelectInput } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { trpc } from '../../lib/trpc.ts';
import { newBlockProps, siteEditorConfig } from '../../features/sites/puck-config.tsx';
import { SiteImageInput } from '../../features/sites/SiteImageInput.tsx';
import { SITE_MESSAGES as M } from '../../../../shared/sites/messages.ts';
import { BLOCK_LABELS, BLOCK_TYPES, SITE_LIMITS as L, type BlockType } from '../../../../shared/sites/blocks.ts';
import { EMPTY_LIVE_DATA } from '../../../../shared/sites/live.ts';
import { publishedPath } from '../../../../shared/sites/paths.ts';
import type { SiteBlock, SiteData } from '../../../../shared/sites/schemas.ts';

const AUTOSAVE_MS = 800;
const VIEWPORTS = [
  { width: 390, height: 844, label: M.phone, icon: 'Smartphone' as const },
  { width: 1280, height: 'auto' as const, label: M.desktop, icon: 'Monitor' as const },
];

type SaveState = 'saved' | 'saving' | 'error';

/** site/build/{id}: the Puck editor over one page at a time, the site's pages and settings, autosave, publish, versions. */
export default function SiteBuildPage() {
  const { id } = useParams<{ id: string }>();
  const open = trpc.sites.draft.useMutation();
  const { mutate: openDraft } = open;
  useEffect(() => openDraft({ id }), [id, openDraft]);
  if (open.isError) return <PageError message={errorMessage(open.error, M.createFailed)} onRetry={() => openDraft({ id })} />;
  if (!open.data) return <PageLoading label={M.loading} />;
  return <Builder key={id} id={id} initial={open.data} />;
}

function Builder({
  id,
  initial,
}: {
  id: string;
  initial: { data: SiteData; revision: number; website: { organizationId: string | null; publishedVersion: number | null } };
}) {
  const [data, setData] = useState<SiteData>(initial.data);
  const [pageIndex, setPageIndex] = useState(0);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [saveError, setSaveError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const revision = useRef(initial.revision);
  const pending = useRef<SiteData | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  const live = trpc.sites.liveData.useQuery({ id });
  const versions = trpc.sites.versions.useQuery({ id });
  const save = trpc.sites.saveDraft.useMutation();
  const publish = trpc.sites.publish.useMutation();
  const restore = trpc.sites.restore.useMutation();
  const [published, setPublished] = useState(initial.website.publishedVersion !== null);
  // Puck reads its data when it mounts: a block added from outside it mounts it again.
  const [inserted, setInserted] = useState(0);
  const addBlock = (type: BlockType) => {
    const block = { type, props: { id: `${type}-${crypto.randomUUID()}`, ...newBlockProps(type) } } as SiteBlock;
    setPage({ content: [...page.content, block] });
    setInserted((n) => n + 1);
  };

  /** Sends the newest unsaved data, one save at a time, each over the revision the last one answered. */
  const flush = useCallback(async (): Promise<void> => {
    if (inFlight.current) await inFlight.current;
    const next = pending.current;
    if (!next) return;
    pending.current = null;
    setSaveState('saving');
    const run = save
      .mutateAsync({ id, revision: revision.current, data: next })
      .then((answer) => {
        revision.current = answer.revision;
        setSaveError(null);
        setSaveState(pending.current ? 'saving' : 'saved');
      })
      .catch((error: unknown) => {
        pending.current ??= next;
        setSaveError(errorMessage(error, M.saveFailed));
        setSaveState('error');
      })
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = run;
    await run;
  }, [id, save]);

  useEffect(() => {
    if (!pending.current) return;
    const timer = setTimeout(() => void flush(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [data, flush]);

  const change = (next: SiteData) => {
    pending.current = next;
    setSaveState('saving');
    setData(next);
  };
  const page = data.pages[pageIndex] ?? data.pages[0]!;
  const setPage = (edit: Partial<SiteData['pages'][number]>) =>
    change({ ...data, pages: data.pages.map((old, at) => (at === pageIndex ? { ...old, ...edit } : old)) });

  const config = useMemo(() => siteEditorConfig(id, live.data ?? EMPTY_LIVE_DATA), [id, live.data]);
  const puckData = useMemo(() => ({ root: { props: {} }, content: page.content }) as unknown as Data, [page.content]);

  const doPublish = async () => {
    setNotice(null);
    await flush();
    if (pending.current || saveState === 'error') return;
    const answer = await publish.mutateAsync({ id }).catch(() => null);
    if (answer) {
      setPublished(true);
      setNotice(M.publishedNow);
      void versions.refetch();
    }
  };
  const doRestore = async (version: number) => {
    const answer = await restore.mutateAsync({ id, version }).catch(() => null);
    if (!answer) return;
    // The restored version is the draft now: reopen it.
    window.location.reload();
  };

  const addPage = () => {
    let n = data.pages.length + 1;
    while (data.pages.some((p) => p.slug === `page-${n}`)) n += 1;
    change({ ...data, pages: [...data.pages, { slug: `page-${n}`, title: `Page ${n}`, seoDescription: '', content: [] }] });
    setPageIndex(data.pages.length);
  };
  const removePage = () => {
    if (data.pages.length < 2) return;
    change({ ...data, pages: data.pages.filter((_, at) => at !== pageIndex) });
    setPageIndex(0);
  };

  const path = publishedPath({ id, organizationId: initial.website.organizationId });
  return (
    <Stack gap="4" px={{ base: '2', md: '4' }} py="4">
      <style>{puckCss}</style>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Stack gap="0">
          <Heading as="h1" size="xl">
            {M.builderTitle}: {data.title}
          </Heading>
          <Text role="status" aria-live="polite" fontSize="sm" color={saveState === 'error' ? 'fg.error' : 'fg.muted'}>
            {saveState === 'saving' ? M.saving : saveState === 'saved' ? M.saved : (saveError ?? M.saveFailed)}
          </Text>
        </Stack>
        <Flex gap="2" wrap="wrap" align="center">
          {published ? (
            <Button asChild size="sm" variant="outline">
              <a href={path}>{M.viewPublished}</a>
            </Button>
          ) : null}
          <Button size="sm" colorPalette="teal" loading={publish.isPending} loadingText={M.publishing} onClick={() => void doPublish()}>
            {M.publish}
          </Button>
        </Flex>
      </Flex>
      {notice ? (
        <Text role="status" color="fg.success">
          {notice}
        </Text>
      ) : null}
      {publish.isError ? (
        <Text role="alert" color="fg.error">
          {errorMessage(publish.error, M.saveFailed)}
        </Text>
      ) : null}

      <Flex gap="4" direction={{ base: 'column', lg: 'row' }} align="stretch">
        <Stack gap="4" w={{ base: 'full', lg: '80' }} flexShrink={0}>
          <SectionCard title={M.pagesHeading} level="h2" headingSize="sm">
            <Stack gap="3">
              <SelectInput
                aria-label={M.pagesHeading}
                value={String(pageIndex)}
                onChange={(value) => setPageIndex(Number(value))}
                options={data.pages.map((p, at) => ({ value: String(at), label: p.title || p.slug }))}
              />
              <TextField label={M.pageTitleLabel} value={page.title} maxLength={L.pageTitleMax} onChange={(title) => setPage({ title })} />
              <TextField label={M.pageSlugLabel} value={page.slug} maxLength={L.slugMax} onChange={(slug) => setPage({ slug: slug.toLowerCase() })} />
              <TextField
                label={M.seoDescriptionLabel}
                value={page.seoDescription}
                maxLength={L.seoDescriptionMax}
                onChange={(seoDescription) => setPage({ seoDescription })}
              />
              <Flex gap="2" wrap="wrap">
                <Button size="xs" variant="outline" onClick={addPage} disabled={data.pages.length >= L.pagesMax}>
                  {M.addPage}
                </Button>
                <Button size="xs" variant="ghost" onClick={removePage} disabled={data.pages.length < 2}>
                  {M.removePage}
                </Button>
              </Flex>
            </Stack>
          </SectionCard>
          <SectionCard title={M.settingsHeading} level="h2" headingSize="sm">
            <Stack gap="3">
              <TextField label={M.titleLabel} value={data.title} maxLength={L.titleMax} onChange={(title) => change({ ...data, title })} />
              <Flex gap="3">
                <ColorInput
                  label={M.primaryColor}
                  value={data.settings.colors.primary}
                  onChange={(primary) => change({ ...data, settings: { ...data.settings, colors: { ...data.settings.colors, primary } } })}
                />
                <ColorInput
                  label={M.accentColor}
                  value={data.settings.colors.accent}
                  onChange={(accent) => change({ ...data, settings: { ...data.settings, colors: { ...data.settings.colors, accent } } })}
                />
              </Flex>
              <SiteImageInput
                websiteId={id}
                label={M.primaryLogo}
                value={data.settings.logos.primary}
                onChange={(primary) => change({ ...data, settings: { ...data.settings, logos: { ...data.settings.logos, primary } } })}
              />
              <SiteImageInput
                websiteId={id}
                label={M.secondaryLogo}
                value={data.settings.logos.secondary}
                onChange={(secondary) => change({ ...data, settings: { ...data.settings, logos: { ...data.settings.logos, secondary } } })}
              />
            </Stack>
          </SectionCard>
          <SectionCard title={M.versionsHeading} level="h2" headingSize="sm">
            {versions.isPending ? (
              <Text color="fg.muted">{M.loading}</Text>
            ) : versions.isError ? (
              <Text color="fg.error">{errorMessage(versions.error, M.saveFailed)}</Text>
            ) : versions.data.length === 0 ? (
              <Text color="fg.muted">{M.noVersions}</Text>
            ) : (
              <Stack as="ul" gap="2" aria-label={M.versionsHeading}>
                {versions.data.map((version) => (
                  <Flex as="li" key={version.version} justify="space-between" align="center" gap="2">
                    <Text fontSize="sm">
                      {M.versionLabel(version.version)} · {new Date(version.publishedAt).toLocaleString()}
                      {version.current ? (
                        <Badge ml="2" colorPalette="green">
                          {M.published}
                        </Badge>
                      ) : null}
                    </Text>
                    {!version.current ? (
                      <Button
                        size="xs"
                        variant="outline"
                        loading={restore.isPending && restore.variables?.version === version.version}
                        onClick={() => void doRestore(version.version)}
                      >
                        {M.restore}
                      </Button>
                    ) : null}
                  </Flex>
                ))}
              </Stack>
            )}
          </SectionCard>
        </Stack>
        <Stack flex="1" minW="0" gap="2" data-testid="site-editor">
          <AddBlockMenu onAdd={addBlock} />
          <Box borderWidth="1px" borderRadius="md" overflow="hidden">
            <Puck
              key={`${pageIndex}:${inserted}`}
              config={config}
              data={puckData}
              viewports={VIEWPORTS}
              height="80vh"
              iframe={{ enabled: false }}
              headerTitle={page.title}
              onChange={(next: Data) => setPage({ content: next.content as unknown as SiteBlock[] })}
            />
          </Box>
        </Stack>
      </Flex>
    </Stack>
  );
}

/** Insert a block at the end of the page without dragging (phones, keyboards); Puck's list drags one anywhere. */
function AddBlockMenu({ onAdd }: { onAdd: (type: BlockType) => void }) {
  const [choice, setChoice] = useState<BlockType | ''>('');
  return (
    <Flex gap="2" align="center">
      <SelectInput
        aria-label="Block to add"
        size="sm"
        value={choice}
        onChange={(value) => setChoice(value as BlockType)}
        placeholder="Add block"
        options={BLOCK_TYPES.map((type) => ({ value: type, label: BLOCK_LABELS[type] }))}
      />
      <Button
        size="sm"
        variant="outline"
        disabled={!choice}
        onClick={() => {
          if (!choice) return;
          onAdd(choice);
          setChoice('');
        }}
      >
        Add
      </Button>
    </Flex>
  );
}

function ColorInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label style={{ display: 'flex', flexDirection: 'column', gap: 4, fontSize: 14 }}>
      {label}
      <input type="color" value={value} onChange={(event) => onChange(event.target.value)} style={{ width: 64, height: 36 }} />
    </label>
  );
}
