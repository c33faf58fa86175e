/** The post board's addresses (spec routes posts, posts/{category}, posts/{category}/{subcategory}, …/{postId}). */
export const postPaths = {
  board: '/posts',
  category: (category: string) => `/posts/${category}`,
  list: (category: string, subcategory: string) => `/posts/${category}/${subcategory}`,
  post: (category: string, subcategory: string, postId: string) => `/posts/${category}/${subcategory}/${postId}`,
};
