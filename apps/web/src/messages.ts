/**
 * Every toast and alert text of product specification section 8, word for word. Texts marked
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
    /** Not in the spec: deleted items can be restored (docs/architecture.md#content-and-files). */
    restored: 'News event restored',
    restoreFailed: "Couldn't restore the news event. Please try again.",
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
    restored: 'Service restored',
    restoreFailed: "Couldn't restore the service. Please try again.",
  },
  coaches: {
    createFailed: 'Failed to create coach',
    updateFailed: 'Failed to update coach',
    updated: 'Coach updated successfully',
    refreshFailed: 'Failed to refresh coaches',
    byRegionFailed: 'Failed to fetch coaches by region',
    /** Not in the spec. */
    fetchOneFailed: "Couldn't load this coach. Please try again.",
    created: 'Coach created successfully',
    archived: 'Coach archived',
    archiveFailed: "Couldn't archive the coach. Please try again.",
    restored: 'Coach restored',
    restoreFailed: "Couldn't restore the coach. Please try again.",
    archivedFailed: "Couldn't load the archived coaches. Please try again.",
    soleClientsFailed: "Couldn't load the clients of this coach. Please try again.",
  },
  clients: {
    createFailed: 'Failed to create client',
    updateFailed: 'Failed to update client',
    /** Not in the spec. */
    fetchAllFailed: "Couldn't load the clients. Please try again.",
    fetchOneFailed: "Couldn't load this client. Please try again.",
    associatedFailed: "Couldn't load this coach's clients. Please try again.",
    /** Not in the spec. */
    exportFailed: "Couldn't download the client list. Please try again.",
    usersFailed: "Couldn't load the users. Please try again.",
    deleteUserFailed: "Couldn't delete the user. Please try again.",
    userDeleted: 'User deleted',
    created: 'Client created successfully',
    updated: 'Client updated successfully',
  },
  /** Not in the spec: it gives regions no texts. */
  regions: {
    fetchFailed: "Couldn't load the regions. Please try again.",
    created: 'Region added',
    createFailed: "Couldn't add the region. Please try again.",
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
    fetchOneFailed: "Couldn't load this action plan. Please try again.",
    restored: 'Action plan restored',
    restoreFailed: "Couldn't restore the action plan. Please try again.",
    fetchDeletedFailed: "Couldn't load the deleted action plans. Please try again.",
  },
  reports: {
    coachFailed: 'Failed to fetch coach report',
    clientFailed: 'Failed to fetch user report',
    invalidFormat: 'Invalid response format: Expected a JSON object.',
    /** Not in the spec. */
    coachIdRequired: 'Choose a coach to see their report.',
    clientIdRequired: 'Choose a client to see their report.',
    allClientsFailed: "Couldn't load the all-clients report. Please try again.",
    regionsFailed: "Couldn't load the regions report. Please try again.",
    downloadFailed: "Couldn't download the report. Please try again.",
  },
  milestones: {
    created: 'Milestone recorded',
    updated: 'Milestone updated',
    deleted: 'Milestone deleted',
    createFailed: "Couldn't record the milestone. Please try again.",
    updateFailed: "Couldn't save the milestone. Please try again.",
    deleteFailed: "Couldn't delete the milestone. Please try again.",
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
    /** Not in the spec (it only logs these; docs/architecture.md#deliberate-departures surfaces every failure). */
    uploadFailed: "Couldn't upload the image. Please try again.",
    fetchFailed: "Couldn't load the image. Please try again.",
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
    restoreFailed: "Couldn't restore the form. Please try again.",
    downloadFailed: "Couldn't download the file. Please try again.",
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
    restoreFailed: "Couldn't restore the content. Please try again.",
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
    restored: 'Landing card restored',
    restoreFailed: "Couldn't restore the card. Please try again.",
  },
  referralContent: {
    created: 'Referral content created',
    createFailed: 'Failed to create referral content',
    fetchAllFailed: 'Failed to fetch referral content',
    updated: 'Referral content updated',
    deleted: 'Referral content deleted',
    /** Not in the spec. */
    fetchOneFailed: "Couldn't load this item. Please try again.",
    updateFailed: "Couldn't save the referral content. Please try again.",
    deleteFailed: "Couldn't delete the referral content. Please try again.",
    restored: 'Referral content restored',
    restoreFailed: "Couldn't restore the referral content. Please try again.",
  },
  servicesContent: {
    created: 'Services content created',
    createFailed: 'Failed to create services content',
    fetchAllFailed: 'Failed to fetch services content',
    updated: 'Services content updated',
    deleted: 'Services content deleted',
    /** Not in the spec. */
    fetchOneFailed: "Couldn't load this item. Please try again.",
    updateFailed: "Couldn't save the services content. Please try again.",
    deleteFailed: "Couldn't delete the services content. Please try again.",
    restored: 'Services content restored',
    restoreFailed: "Couldn't restore the services content. Please try again.",
  },
  /** Not in the spec: action journals and blog posts have no texts there. */
  actionJournals: {
    created: 'Time entry added',
    createFailed: "Couldn't add the time entry. Please try again.",
    fetchAllFailed: "Couldn't load the time diary. Please try again.",
    fetchOneFailed: "Couldn't load this time entry. Please try again.",
    updated: 'Time entry updated',
    updateFailed: "Couldn't save the time entry. Please try again.",
    deleted: 'Time entry deleted',
    deleteFailed: "Couldn't delete the time entry. Please try again.",
    summaryFailed: "Couldn't load the time totals. Please try again.",
    plansFailed: "Couldn't load the plans of this client. Please try again.",
    restored: 'Time entry restored',
    restoreFailed: "Couldn't restore the time entry. Please try again.",
    fetchDeletedFailed: "Couldn't load the deleted time entries. Please try again.",
  },
  blog: {
    created: 'Blog post created',
    createFailed: "Couldn't create the blog post. Please try again.",
    fetchAllFailed: "Couldn't load the blog posts. Please try again.",
    fetchOneFailed: "Couldn't load this blog post. Please try again.",
    updated: 'Blog post updated',
    updateFailed: "Couldn't save the blog post. Please try again.",
    deleted: 'Blog post deleted',
    deleteFailed: "Couldn't delete the blog post. Please try again.",
    restored: 'Blog post restored',
    restoreFailed: "Couldn't restore the blog post. Please try again.",
  },
  /** Not in the spec: testimonials and gallery images have no texts there. */
  testimonials: {
    created: 'Testimonial created',
    createFailed: "Couldn't create the testimonial. Please try again.",
    fetchAllFailed: "Couldn't load the testimonials. Please try again.",
    fetchOneFailed: "Couldn't load this testimonial. Please try again.",
    updated: 'Testimonial updated',
    updateFailed: "Couldn't save the testimonial. Please try again.",
    deleted: 'Testimonial deleted',
    deleteFailed: "Couldn't delete the testimonial. Please try again.",
    restored: 'Testimonial restored',
    restoreFailed: "Couldn't restore the testimonial. Please try again.",
  },
  gallery: {
    created: 'Gallery image added',
    createFailed: "Couldn't add the gallery image. Please try again.",
    fetchAllFailed: "Couldn't load the gallery. Please try again.",
    fetchOneFailed: "Couldn't load this gallery image. Please try again.",
    updated: 'Gallery image updated',
    updateFailed: "Couldn't save the gallery image. Please try again.",
    deleted: 'Gallery image deleted',
    deleteFailed: "Couldn't delete the gallery image. Please try again.",
    restored: 'Gallery image restored',
    restoreFailed: "Couldn't restore the gallery image. Please try again.",
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
