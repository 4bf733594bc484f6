import { createSlice } from '@reduxjs/toolkit';
import type { LandingImageType } from '@tc/contract/content';
import { landingImageEndpoints as api } from '@tc/contract/content-endpoints';
import { addLoadingMatchers, apiThunk } from '../../lib/api-thunk';
import { progressFraction } from '../../lib/content-admin/upload-image';
import { pageLoad } from '../../lib/page-load';
import { messages } from '../../messages';

export { LANDING_IMAGE_TYPES, type LandingImage, type LandingImageType } from '@tc/contract/content';

const m = messages.images;

export interface LandingImagesState {
  images: Record<LandingImageType, string | null>;
  loading: boolean;
  error: string | null;
}

const initialState: LandingImagesState = { images: { landing: null, service: null }, loading: false, error: null };

export interface LandingImageUpload {
  type: LandingImageType;
  image: File;
  /** 0 to 1 as the bytes leave the browser, for a progress bar. */
  onProgress?: (fraction: number) => void;
}

/** POST /landing-image, multipart image + type; 200 or 201 (product specification section 5). */
export const uploadLandingImage = apiThunk('landingImages/upload', api.upload, {
  args: ({ type, image }: LandingImageUpload) => {
    const body = new FormData();
    body.append('type', type);
    body.append('image', image);
    return { body };
  },
  result: (data, { type }) => ({ type, image_url: data?.image_url ?? null }),
  accept: [200, 201],
  transport: ({ onProgress }) => (onProgress ? { onUploadProgress: (event) => onProgress(progressFraction(event)) } : undefined),
  success: ({ type }) => m.uploaded(type),
  failure: m.uploadFailed,
});

/** GET /landing-image?type=: a newer fetch of the same type replaces an older one. */
export const fetchLandingImage = apiThunk('landingImages/fetch', api.get, {
  args: (type: LandingImageType) => ({ query: { type } }),
  result: (data, type) => ({ type, image_url: data?.image_url ?? null }),
  failure: m.fetchFailed,
  latest: (type) => `landingImages/fetch/${type}`,
});

/** The hero image of one type, loaded by the routes that show it (`landing` on home, `service` on /services). */
export const landingImageLoad = (type: LandingImageType) =>
  pageLoad(`landingImage/${type}`, (dispatch) => dispatch(fetchLandingImage(type)));

/** DELETE /landing-image?type=: that type's image becomes nothing (product specification section 4). */
export const deleteLandingImage = apiThunk('landingImages/delete', api.remove, {
  args: (type: LandingImageType) => ({ query: { type } }),
  result: (_, type) => type,
  success: (type) => m.deleted(type),
  failure: m.deleteFailed,
});

const thunks = [uploadLandingImage, fetchLandingImage, deleteLandingImage] as const;

const landingImagesSlice = createSlice({
  name: 'landingImages',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(uploadLandingImage.fulfilled, (state, action) => {
        state.loading = false;
        state.images[action.payload.type] = action.payload.image_url;
      })
      .addCase(fetchLandingImage.fulfilled, (state, action) => {
        state.loading = false;
        state.images[action.payload.type] = action.payload.image_url;
      })
      .addCase(deleteLandingImage.fulfilled, (state, action) => {
        state.loading = false;
        state.images[action.payload] = null;
      });
    addLoadingMatchers(builder, thunks);
  },
});

export const landingImagesReducer = landingImagesSlice.reducer;
