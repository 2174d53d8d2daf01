/** docs/product-rules.md §2: the header's main links. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About Us' },
  { to: '/blogs', label: 'Blogs' },
  { to: '/courses', label: 'Explore Courses' },
] as const
