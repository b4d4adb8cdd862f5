import type { ReactNode } from 'react';
import styled from 'styled-components';

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
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
  text-align: center;
`;
const Title = styled.h1`
  font-size: ${({ theme }) => theme.font.size.display};
  color: ${({ theme }) => theme.colors.brandDark};
`;
const Text = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  p { margin: 0 0 ${({ theme }) => theme.space.sm}; }
`;
