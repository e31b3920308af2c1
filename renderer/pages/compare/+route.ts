export default '/product-compare'
