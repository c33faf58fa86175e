import { Box, Button, Field, Flex, Text } from '@chakra-ui/react';
import { useRef, type ChangeEvent } from 'react';
import { PLACE_LIMITS } from '../../../../shared/limits/limits.ts';
import { PHOTO_TYPES } from './photo-requests.ts';

/** Photos chosen for a place not saved yet: they upload right after the place is created. */
export function PendingPhotosPicker({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    onChange([...files, ...chosen].slice(0, PLACE_LIMITS.photos.max));
  };
  return (
    <Field.Root>
      <Field.Label>Photos</Field.Label>
      <Box width="full">
        {files.length > 0 && (
          <Box as="ul" mb="2" listStyleType="none">
            {files.map((file, index) => (
              <Flex as="li" key={`${file.name}-${index}`} justify="space-between" align="center" gap="2" py="1">
                <Text fontSize="sm" truncate>
                  {file.name}
                </Text>
                <Button size="xs" variant="ghost" onClick={() => onChange(files.filter((_, i) => i !== index))}>
                  Remove
                </Button>
              </Flex>
            ))}
          </Box>
        )}
        <input ref={input} type="file" accept={PHOTO_TYPES.join(',')} multiple hidden aria-label="Choose photos" onChange={choose} />
        <Button size="sm" variant="outline" disabled={files.length >= PLACE_LIMITS.photos.max} onClick={() => input.current?.click()}>
          Add photos
        </Button>
        <Field.HelperText>JPEG, PNG or WebP, up to {PLACE_LIMITS.photos.max} photos. They upload when you save.</Field.HelperText>
      </Box>
    </Field.Root>
  );
}
