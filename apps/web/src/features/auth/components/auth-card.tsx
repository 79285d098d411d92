// A form card of the identity pages: a tinted icon, a heading, an introduction and the form, in
// the pages' narrow column.
import type { ComponentProps } from 'react';
import { TitledCard } from '../../../components/titled-card';
import { AuthFrame } from './auth-frame';

export function AuthCard(props: ComponentProps<typeof TitledCard>) {
  return (
    <AuthFrame>
      <TitledCard {...props} />
    </AuthFrame>
  );
}
