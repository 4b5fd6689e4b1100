import { CreateAlbums1764100000100 } from './migrations/1764100000100-create-albums';
import { CreatePublicApiKeys1764100000200 } from './migrations/1764100000200-create-public-api-keys';
import { AlbumCoverUpload1764100000300 } from './migrations/1764100000300-album-cover-upload';

export const CARD_DATA_MIGRATIONS = [
  CreateAlbums1764100000100,
  CreatePublicApiKeys1764100000200,
  AlbumCoverUpload1764100000300,
];
