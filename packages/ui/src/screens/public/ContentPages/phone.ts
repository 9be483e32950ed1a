// Story parameters shared by the content pages' phone stories.
export const phoneViewport = {
  viewport: {
    options: { phone: { name: 'Phone (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' } },
  },
};

export const phoneGlobals = { viewport: { value: 'phone', isRotated: false } };
