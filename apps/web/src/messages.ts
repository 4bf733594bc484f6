/**
 * Every toast and alert text of spec section 8, word for word. Texts marked
 * "not in the spec" cover calls whose messages the spec does not give.
 */
export const messages = {
  auth: {
    loginFailed: 'Invalid credentials. Please try again.',
    registerFailed: 'Registration failed. Please try again.',
  },
  news: {
    createFailed: 'Failed to create news',
    fetchAllFailed: 'Failed to fetch news',
    fetchOneFailed: 'Failed to fetch news by ID',
    updateFailed: 'Failed to update news',
    deleteFailed: 'Failed to delete news',
    created: 'News event created successfully',
    updated: 'News event updated successfully',
    deleted: 'News event deleted successfully',
    /** Not in the spec: deleted items can be restored (DESIGN section 5a). */
    restored: 'News event restored',
    restoreFailed: 'Failed to restore news',
  },
  services: {
    createFailed: 'Failed to create service',
    fetchAllFailed: 'Failed to fetch services',
    fetchOneFailed: 'Failed to fetch service by ID',
    updateFailed: 'Failed to update service',
    deleteFailed: 'Failed to delete service',
    created: 'Service created successfully',
    updated: 'Service updated successfully',
    deleted: 'Service deleted successfully',
    /** Not in the spec. */
    restored: 'Service restored successfully',
    restoreFailed: 'Failed to restore service',
  },
  coaches: {
    createFailed: 'Failed to create coach',
    updateFailed: 'Failed to update coach',
    updated: 'Coach updated successfully',
    refreshFailed: 'Failed to refresh coaches',
    byRegionFailed: 'Failed to fetch coaches by region',
    /** Not in the spec. */
    fetchOneFailed: 'Failed to fetch coach',
    created: 'Coach created successfully',
    archived: 'Coach archived',
    archiveFailed: 'Failed to archive coach',
    restored: 'Coach restored',
    restoreFailed: 'Failed to restore coach',
    archivedFailed: 'Failed to fetch archived coaches',
  },
  clients: {
    createFailed: 'Failed to create client',
    updateFailed: 'Failed to update client',
    /** Not in the spec. */
    fetchAllFailed: 'Failed to fetch clients',
    fetchOneFailed: 'Failed to fetch client',
    associatedFailed: 'Failed to fetch associated clients',
    usersFailed: 'Failed to fetch users',
    deleteUserFailed: 'Failed to delete user',
    userDeleted: 'User deleted',
    created: 'Client created successfully',
    updated: 'Client updated successfully',
  },
  /** Not in the spec: it gives regions no texts. */
  regions: {
    fetchFailed: 'Failed to fetch regions',
    created: 'Region added',
    createFailed: 'Failed to add region',
  },
  actionPlans: {
    fetchFailed: 'Failed to fetch action plans',
    createFailed: 'Failed to create action plan',
    updateFailed: 'Failed to update action plan',
    deleteFailed: 'Failed to delete action plan',
    created: 'Action Plan created successfully!',
    updated: 'Action Plan updated successfully!',
    deleted: 'Action Plan deleted successfully!',
    /** Not in the spec. */
    fetchOneFailed: 'Failed to fetch action plan',
  },
  reports: {
    coachFailed: 'Failed to fetch coach report',
    clientFailed: 'Failed to fetch user report',
    invalidFormat: 'Invalid response format: Expected a JSON object.',
    /** Not in the spec. */
    coachIdRequired: 'A coach id is required for a coach report',
    clientIdRequired: 'A client id is required for a client report',
    allClientsFailed: 'Failed to fetch the all-clients report',
    regionsFailed: 'Failed to fetch the regions report',
    downloadFailed: 'Failed to download the report',
  },
  milestones: {
    created: 'Milestone recorded',
    updated: 'Milestone updated',
    deleted: 'Milestone deleted',
    createFailed: 'Failed to record milestone',
    updateFailed: 'Failed to update milestone',
    deleteFailed: 'Failed to delete milestone',
  },
  clientCoach: {
    createFailed: 'Failed to create client-coach relationship',
    fetchAllFailed: 'Failed to fetch client-coach relationships',
    fetchOneFailed: 'Failed to fetch client-coach relationship',
    updateFailed: 'Failed to update client-coach relationship',
    deleteFailed: 'Failed to delete client-coach relationship',
    created: 'Client-Coach relationship created successfully',
    updated: 'Client-Coach relationship updated successfully',
    deleted: 'Client-Coach relationship deleted successfully',
  },
  images: {
    uploaded: (type: string) => `${type} image uploaded successfully`,
    deleted: (type: string) => `${type} image deleted successfully`,
    deleteFailed: 'Failed to delete image',
    /** Not in the spec (it only logs these; DESIGN section 8 surfaces every failure). */
    uploadFailed: 'Failed to upload image',
    fetchFailed: 'Failed to fetch image',
  },
  formFiles: {
    uploaded: 'Form file uploaded',
    uploadFailed: 'File upload failed',
    fetchAllFailed: 'Failed to fetch form files',
    fetchOneFailed: 'Failed to fetch file',
    updated: 'Form file updated',
    updateFailed: 'Update failed',
    deleted: 'Form file deleted',
    deleteFailed: 'Delete failed',
    /** Not in the spec. */
    restored: 'Form file restored',
    restoreFailed: 'Restore failed',
    downloadFailed: 'Download failed',
  },
  landingContent: {
    created: 'Landing content created',
    createFailed: 'Failed to create landing content',
    fetchAllFailed: 'Failed to fetch landing content',
    fetchOneFailed: 'Failed to fetch content',
    updated: 'Landing content updated',
    updateFailed: 'Failed to update content',
    deleted: 'Landing content deleted',
    deleteFailed: 'Failed to delete content',
    /** Not in the spec. */
    restored: 'Landing content restored',
    restoreFailed: 'Failed to restore content',
  },
  landingCards: {
    created: 'Landing card created successfully',
    createFailed: 'Failed to create card',
    fetchAllFailed: 'Failed to fetch cards',
    fetchOneFailed: 'Failed to fetch card by ID',
    updated: 'Landing card updated successfully',
    updateFailed: 'Failed to update card',
    deleted: 'Landing card deleted successfully',
    deleteFailed: 'Failed to delete card',
    /** Not in the spec. */
    restored: 'Landing card restored successfully',
    restoreFailed: 'Failed to restore card',
  },
  referralContent: {
    created: 'Referral content created',
    createFailed: 'Failed to create referral content',
    fetchAllFailed: 'Failed to fetch referral content',
    updated: 'Referral content updated',
    deleted: 'Referral content deleted',
    /** Not in the spec. */
    fetchOneFailed: 'Failed to fetch referral content item',
    updateFailed: 'Failed to update referral content',
    deleteFailed: 'Failed to delete referral content',
    restored: 'Referral content restored',
    restoreFailed: 'Failed to restore referral content',
  },
  servicesContent: {
    created: 'Services content created',
    createFailed: 'Failed to create services content',
    fetchAllFailed: 'Failed to fetch services content',
    updated: 'Services content updated',
    deleted: 'Services content deleted',
    /** Not in the spec. */
    fetchOneFailed: 'Failed to fetch services content item',
    updateFailed: 'Failed to update services content',
    deleteFailed: 'Failed to delete services content',
    restored: 'Services content restored',
    restoreFailed: 'Failed to restore services content',
  },
  /** Not in the spec: action journals and blog posts have no texts there. */
  actionJournals: {
    created: 'Time entry added',
    createFailed: 'Failed to add time entry',
    fetchAllFailed: 'Failed to fetch the time diary',
    fetchOneFailed: 'Failed to fetch time entry',
    updated: 'Time entry updated',
    updateFailed: 'Failed to update time entry',
    deleted: 'Time entry deleted',
    deleteFailed: 'Failed to delete time entry',
    summaryFailed: 'Failed to fetch time totals',
    plansFailed: 'Failed to fetch the plans of this client',
  },
  blog: {
    created: 'Blog post created',
    createFailed: 'Failed to create blog post',
    fetchAllFailed: 'Failed to fetch blog posts',
    fetchOneFailed: 'Failed to fetch blog post',
    updated: 'Blog post updated',
    updateFailed: 'Failed to update blog post',
    deleted: 'Blog post deleted',
    deleteFailed: 'Failed to delete blog post',
    restored: 'Blog post restored',
    restoreFailed: 'Failed to restore blog post',
  },
  /** Not in the spec: testimonials and gallery images have no texts there. */
  testimonials: {
    created: 'Testimonial created',
    createFailed: 'Failed to create testimonial',
    fetchAllFailed: 'Failed to fetch testimonials',
    fetchOneFailed: 'Failed to fetch testimonial',
    updated: 'Testimonial updated',
    updateFailed: 'Failed to update testimonial',
    deleted: 'Testimonial deleted',
    deleteFailed: 'Failed to delete testimonial',
    restored: 'Testimonial restored',
    restoreFailed: 'Failed to restore testimonial',
  },
  gallery: {
    created: 'Gallery image added',
    createFailed: 'Failed to add gallery image',
    fetchAllFailed: 'Failed to fetch the gallery',
    fetchOneFailed: 'Failed to fetch gallery image',
    updated: 'Gallery image updated',
    updateFailed: 'Failed to update gallery image',
    deleted: 'Gallery image deleted',
    deleteFailed: 'Failed to delete gallery image',
    restored: 'Gallery image restored',
    restoreFailed: 'Failed to restore gallery image',
  },
} as const;

/** The CRUD texts a collection needs; every content collection has this shape. */
export interface CollectionMessages {
  created?: string;
  createFailed: string;
  fetchAllFailed: string;
  fetchOneFailed: string;
  updated?: string;
  updateFailed: string;
  deleted?: string;
  deleteFailed: string;
  /** Restore of a deleted item (administrators). */
  restored?: string;
  restoreFailed?: string;
}
