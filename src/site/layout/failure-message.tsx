import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

/** Title, text and one action: the shape shared by the not-found and crash pages. */
export function FailureMessage({ title, children, action }: { title: ReactNode; children: ReactNode; action: ReactNode }) {
  return (
    <Wrapper>
      <Title>{title}</Title>
      <Text>{children}</Text>
      {action}
    </Wrapper>
  );
}

const Wrapper = styled.section`
  max-width: 640px;
  margin: 0 auto;
  padding: ${`${theme.space.xxl} ${theme.space.md}`};
  text-align: center;
`;
const Title = styled.h1`
  font-size: ${theme.font.size.display};
  color: ${theme.colors.brandDark};
`;
const Text = styled.div`
  margin-bottom: ${theme.space.lg};
  color: ${theme.colors.textMuted};
  p { margin: 0 0 ${theme.space.sm}; }
`;
