import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { apiCall, withQuery } from '../../api/api-call';
import { messages } from '../../messages';
import { addLoadingMatchers } from '../../lib/loading-matchers';

export const LANDING_IMAGE_TYPES = ['landing', 'service'] as const;
export type LandingImageType = (typeof LANDING_IMAGE_TYPES)[number];

export interface LandingImagesState {
  images: Record<LandingImageType, string | null>;
  loading: boolean;
  error: string | null;
}

const initialState: LandingImagesState = { images: { landing: null, service: null }, loading: false, error: null };

/** POST /landing-image, multipart image + type; 200 or 201 (spec section 5). */
export const uploadLandingImage = createAsyncThunk(
  'landingImages/upload',
  async ({ type, image }: { type: LandingImageType; image: File }) => {
    const body = new FormData();
    body.append('type', type);
    body.append('image', image);
    const data = await apiCall<{ image_url: string | null }>({
      method: 'POST',
      path: '/landing-image',
      body,
      accept: [200, 201],
      success: messages.images.uploaded(type),
      failure: messages.images.uploadFailed,
    });
    return { type, image_url: data?.image_url ?? null };
  },
);

export const fetchLandingImage = createAsyncThunk('landingImages/fetch', async (type: LandingImageType) => {
  const data = await apiCall<{ image_url: string | null }>({
    method: 'GET',
    path: withQuery('/landing-image', { type }),
    accept: [200],
    failure: messages.images.fetchFailed,
  });
  return { type, image_url: data?.image_url ?? null };
});

export const deleteLandingImage = createAsyncThunk('landingImages/delete', async (type: LandingImageType) => {
  await apiCall({
    method: 'DELETE',
    path: withQuery('/landing-image', { type }),
    accept: [200],
    success: messages.images.deleted(type),
    failure: messages.images.deleteFailed,
  });
  return type;
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
