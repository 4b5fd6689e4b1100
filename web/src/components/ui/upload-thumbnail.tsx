import { lazy, Suspense, type CSSProperties } from 'react';

// antd's Image (its preview, rc-image) loads the first time a thumbnail is shown; the plain thumbnail
// shows meanwhile, so screens where few rows have a photo do not download it up front.
const Image = lazy(() => import('antd/es/image'));

/** An uploaded photo's thumbnail (/api/uploads/:id/thumbnail) that opens the full photo in a preview. */
export const UploadThumbnail = ({
  uploadId,
  alt,
  width,
  height,
  style,
  testId,
}: {
  uploadId: string;
  alt: string;
  width: number;
  height?: number;
  style?: CSSProperties;
  testId: string;
}) => {
  const thumbnail = `/api/uploads/${uploadId}/thumbnail`;
  return (
    <Suspense fallback={<img src={thumbnail} width={width} height={height} style={style} alt={alt} />}>
      <Image
        src={thumbnail}
        preview={{ src: `/api/uploads/${uploadId}` }}
        width={width}
        height={height}
        style={style}
        alt={alt}
        data-testid={testId}
      />
    </Suspense>
  );
};
