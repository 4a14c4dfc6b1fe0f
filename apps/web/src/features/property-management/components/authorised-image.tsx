import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { propertyPhotoBlobQuery } from '@/lib/queries/vacancy';

/** A property photo fetched with the landlord's token and shown from a blob: URL (CSP allows it). */
export function AuthorisedImage({ url, alt }: { url: string; alt: string }) {
  const { data, isError } = useQuery(propertyPhotoBlobQuery(url));
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!data) return;
    const objectUrl = URL.createObjectURL(data);
    setSrc(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [data]);
  if (isError) return <span className="pm-photo__missing">{alt} could not be loaded</span>;
  return src ? (
    <img src={src} alt={alt} width={240} height={160} />
  ) : (
    <span className="pm-photo__missing" aria-busy="true">
      Loading {alt}…
    </span>
  );
}
