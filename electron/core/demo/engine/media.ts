// Photo and logo addresses of demo records, served as generated images by the demo service under /media.
export function mediaUrl(
  origin: string,
  kind: 'listing' | 'project' | 'agent' | 'agency' | 'developer',
  id: string,
  n = 0,
): string {
  return `${origin}/media/${kind}/${id}/${n}.svg`;
}
