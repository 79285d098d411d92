// An outcome of an identity page (done, link expired, mail sent, failure): the calm empty-state
// card in the identity pages' narrow column, with its actions.
import type { ElementType, ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { AuthFrame } from './auth-frame';

export function AuthMessage(props: {
  icon: ElementType;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <AuthFrame>
      <EmptyState {...props} />
    </AuthFrame>
  );
}
