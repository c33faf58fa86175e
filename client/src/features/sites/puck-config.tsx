import { Stack } from '@chakra-ui/react';
import type { ComponentConfig, Config, Fields } from '@puckeditor/core';
import { SiteBlockView } from '../../../../shared/sites/site-blocks.tsx';
import { BLOCK_LABELS, BLOCK_TYPES, SITE_LIMITS as L, type BlockType } from '../../../../shared/sites/blocks.ts';
import type { BlockProps, SiteBlock, SiteImage } from '../../../../shared/sites/schemas.ts';
import type { SiteLiveData } from '../../../../shared/sites/live.ts';
import { SiteImageInput } from './SiteImageInput.tsx';

type Props<K extends BlockType> = Omit<BlockProps[K], 'id'>;

const DEFAULTS: { [K in BlockType]: Props<K> } = {
  Hero: { heading: 'Welcome', subheading: '', image: null, buttonLabel: '', buttonHref: '' },
  Text: { heading: 'About us', body: 'Tell visitors who you are, when you play and how to join.' },
  Gallery: { heading: 'Photos', images: [] },
  Schedule: { heading: 'Schedule', limit: 5 },
  Roster: { heading: 'Roster' },
  Standings: { heading: 'Standings' },
  Registrations: { heading: 'Open registrations' },
  Sponsors: { heading: 'Our sponsors', sponsors: [] },
  Contact: { heading: 'Contact', email: '', phone: '', note: '' },
  Map: { heading: 'Where we play', address: '', lat: null, lng: null },
};

const text = (label: string) => ({ type: 'text' as const, label });
const area = (label: string) => ({ type: 'textarea' as const, label });

/**
 * Puck's component config for the website builder (issue 35): one component per block type of
 * shared/sites/blocks.ts, each drawn by the same SiteBlockView the server publishes with, over the
 * live data the server would use, so the preview is the published page.
 */
export function siteEditorConfig(websiteId: string, live: SiteLiveData): Config {
  const image = (label: string) => ({
    type: 'custom' as const,
    label,
    render: ({ value, onChange }: { value: SiteImage | null; onChange: (value: SiteImage | null) => void }) => (
      <SiteImageInput websiteId={websiteId} value={value ?? null} onChange={onChange} label={label} />
    ),
  });
  const fields: { [K in BlockType]: Fields<Props<K>> } = {
    Hero: {
      heading: text('Heading'),
      subheading: area('Subheading'),
      image: image('Image'),
      buttonLabel: text('Button label'),
      buttonHref: text('Button link'),
    },
    Text: { heading: text('Heading'), body: area('Text') },
    Gallery: {
      heading: text('Heading'),
      images: {
        type: 'custom',
        label: 'Images',
        render: ({ value, onChange }: { value: SiteImage[] | undefined; onChange: (value: SiteImage[]) => void }) => {
          const images = value ?? [];
          return (
            <Stack gap="3">
              {images.map((item, index) => (
                <SiteImageInput
                  key={index}
                  websiteId={websiteId}
                  label={`Image ${index + 1}`}
                  value={item}
                  onChange={(next) => onChange(next ? images.map((old, at) => (at === index ? next : old)) : images.filter((_, at) => at !== index))}
                />
              ))}
              {images.length < L.galleryImagesMax ? (
                <SiteImageInput websiteId={websiteId} label="Add an image" value={null} onChange={(next) => next && onChange([...images, next])} />
              ) : null}
            </Stack>
          );
        },
      } as never,
    },
    Schedule: { heading: text('Heading'), limit: { type: 'number', label: 'How many', min: 1, max: L.scheduleItemsMax } },
    Roster: { heading: text('Heading') },
    Standings: { heading: text('Heading') },
    Registrations: { heading: text('Heading') },
    Sponsors: {
      heading: text('Heading'),
      sponsors: {
        type: 'array',
        label: 'Sponsors',
        max: L.sponsorsMax,
        arrayFields: { name: text('Name'), href: text('Link'), logo: image('Logo') } as never,
        defaultItemProps: { name: 'Sponsor', href: '', logo: null },
        getItemSummary: (item: { name: string }) => item.name,
      } as never,
    },
    Contact: { heading: text('Heading'), email: text('E-mail'), phone: text('Phone'), note: area('Note') },
    Map: {
      heading: text('Heading'),
      address: text('Address'),
      lat: { type: 'number', label: 'Latitude (optional)', min: -90, max: 90 },
      lng: { type: 'number', label: 'Longitude (optional)', min: -180, max: 180 },
    },
  };
  const components = Object.fromEntries(
    BLOCK_TYPES.map((type) => {
      const component: ComponentConfig = {
        label: BLOCK_LABELS[type],
        fields: fields[type] as Fields,
        defaultProps: DEFAULTS[type],
        render: ({ puck: _puck, ...props }) => <SiteBlockView block={{ type, props } as unknown as SiteBlock} live={live} />,
      };
      return [type, component];
    }),
  );
  return {
    components,
    categories: {
      content: { title: 'Content', components: ['Hero', 'Text', 'Gallery', 'Sponsors', 'Contact', 'Map'] },
      live: { title: 'Live from your team', components: ['Schedule', 'Roster', 'Standings', 'Registrations'] },
    },
  } as Config;
}

/** A fresh block of a type, as Puck would insert it (for the "Add block" menu). */
export const newBlockProps = (type: BlockType) => DEFAULTS[type];
