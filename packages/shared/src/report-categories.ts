// Maintenance report categories and priorities (seed 002 section 9). A file of its own: the web
// app's start-up code reads a few constants.ts values and so carries that whole module.
export const REPORT_CATEGORIES = [
  { value: 'electrical', label: 'Major Electrical (Power Failure, Exposed Wires)' },
  { value: 'plumbing', label: 'Major Plumbing (Water Supply, Sewage, Burst Pipes)' },
  { value: 'safety', label: 'Safety & Violence (Fire Hazards, Security Issues)' },
  { value: 'security', label: 'Security (Locks, Gates, Break-ins)' },
  { value: 'maintenance', label: 'Structural & Maintenance (Roof, Walls, Foundation)' },
  { value: 'pest', label: 'Building-wide Pest Infestation' },
  { value: 'noise', label: 'Noise Disturbances' },
  { value: 'wifi', label: 'WiFi/Internet Issues' },
  { value: 'cleanliness', label: 'Cleanliness & Common Areas' },
  { value: 'other', label: 'Others' },
] as const;
export const REPORT_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
