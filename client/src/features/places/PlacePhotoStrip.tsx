import { Box, Flex, Image } from '@chakra-ui/react';

/** The place's photos in a row that scrolls sideways on small screens; the first is the cover. */
export function PlacePhotoStrip({ photos, name }: { photos: { id: string; url: string }[]; name: string }) {
  if (photos.length === 0) return null;
  return (
    <Flex gap="3" overflowX="auto" pb="2" data-testid="place-photos">
      {photos.map((photo, index) => (
        <Box key={photo.id} flexShrink={0} width={{ base: '80%', md: index === 0 ? '420px' : '280px' }} borderRadius="md" overflow="hidden">
          <Image
            src={photo.url}
            alt={`${name}, photo ${index + 1}`}
            aspectRatio={4 / 3}
            objectFit="cover"
            width="full"
            loading={index === 0 ? 'eager' : 'lazy'}
          />
        </Box>
      ))}
    </Flex>
  );
}
