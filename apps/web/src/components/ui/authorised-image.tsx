import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { authorisedFileQuery } from '@/lib/queries/authorised-file';
import './authorised-image.css';

type AuthorisedImageProps = { url: string; alt: string; width?: number; height?: number };

/**
 * A photo the API serves only with the bearer token (property photos, report notes' photos),
 * fetched with it and shown from a blob: URL (CSP allows it).
 */
export function AuthorisedImage({ url, alt, width = 240, height = 160 }: AuthorisedImageProps) {
  const { data, isError } = useQuery(authorisedFileQuery(url));
  const src = useMemo(() => (data ? URL.createObjectURL(data) : null), [data]);
  if (isError) return <span className="authorised-image__missing">{alt} could not be loaded</span>;
  return src ? (
    // Once drawn, the image no longer needs its URL: released then, not held for the page's life.
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      onLoad={() => URL.revokeObjectURL(src)}
    />
  ) : (
    <span className="authorised-image__missing" aria-busy="true">
      Loading {alt}…
    </span>
  );
}
