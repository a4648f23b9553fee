import styled from 'styled-components';

const Frame = styled.span<{ $size: number }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => `${$size}px`};
  height: ${({ $size }) => `${$size}px`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Initials = styled(Frame)`
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-weight: 800;
  font-size: ${({ $size }) => `${Math.round($size / 2.6)}px`};
  border-color: transparent;
`;

function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w));
  return words
    .slice(0, 2)
    .map((w) =>
      w
        .replace(/[^A-Za-z0-9]/g, '')
        .charAt(0)
        .toUpperCase(),
    )
    .join('');
}

/** A partner's logo, or its initials when it has none, so every partner has a face. */
export function PartnerLogo({ name, logoUrl, size = 56 }: { name: string; logoUrl: string | null | undefined; size?: number }) {
  if (logoUrl) {
    return (
      <Frame $size={size}>
        {/* The name is always printed beside the logo, so the image adds nothing for a screen reader. */}
        <img src={logoUrl} alt="" width={size} height={size} loading="lazy" data-partner={name} />
      </Frame>
    );
  }
  return (
    <Initials $size={size} aria-hidden="true">
      {initialsOf(name) || '?'}
    </Initials>
  );
}
