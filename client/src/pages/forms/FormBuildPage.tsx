import { Container } from '@chakra-ui/react';
import { useParams } from 'wouter';
import { PageError, PageLoading } from '../../components/PageStates.tsx';
import { FormBuilder } from '../../features/forms/FormBuilder.tsx';
import { trpc } from '../../lib/trpc.ts';
import { namesNothing } from '../../lib/errors.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { FORM_MESSAGES } from '../../../../shared/forms/messages.ts';
import { isUuid } from '../../../../shared/common/uuid.ts';

/** form/build/{id} */
export default function FormBuildPage() {
  const { id = '' } = useParams<{ id: string }>();
  const valid = isUuid(id);
  const form = trpc.forms.forBuilder.useQuery({ formId: id }, { enabled: valid, retry: false, refetchOnWindowFocus: false, staleTime: Infinity });
  useDocumentTitle(form.data?.draft.title);
  if (!valid || (form.isError && namesNothing(form.error))) return <PageError message={FORM_MESSAGES.notFound} />;
  if (form.isPending) return <PageLoading />;
  if (form.isError) return <PageError message={FORM_MESSAGES.formLoadFailed} onRetry={() => void form.refetch()} />;
  return (
    <Container maxW="3xl" py="8">
      <FormBuilder form={form.data} />
    </Container>
  );
}
