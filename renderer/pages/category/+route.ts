export default '/category/@category'
