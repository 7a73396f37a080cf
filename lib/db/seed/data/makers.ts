/** Alabama makers: companies and artisans who make things in the state. */
export const MAKERS = [
  {
    name: 'Alabama Chanin',
    category: 'Fashion',
    city: 'Florence',
    website: 'https://alabamachanin.com',
    summary: 'Hand-sewn clothing and home goods made from organic cotton in Florence.',
    description:
      'Designer Natalie Chanin founded Alabama Chanin in her hometown of Florence in 2000. Its garments are sewn by hand by local artisans using organic cotton jersey, often with intricate appliqué and embroidery. The Factory, its flagship store and café, welcomes visitors.',
  },
  {
    name: 'Billy Reid',
    category: 'Fashion',
    city: 'Florence',
    website: 'https://www.billyreid.com',
    summary: 'Southern menswear and womenswear from a Florence-based designer.',
    description:
      'Billy Reid opened his first shop in Florence in 2001 and has since won top honors from the Council of Fashion Designers of America. His clothing blends Southern tradition with modern tailoring. Each August the company hosts the Shindig, a weekend of music and food in downtown Florence.',
  },
  {
    name: 'Red Land Cotton',
    category: 'Home',
    city: 'Moulton',
    website: 'https://redlandcotton.com',
    summary: 'Sheets and towels made from cotton grown on a family farm in the Tennessee Valley.',
    description:
      'The Yeager family has farmed cotton in Lawrence County for generations. In 2017 father and daughter started Red Land Cotton to turn their own crop into bed linens and towels made in the United States. The name comes from the red clay soil of north Alabama.',
  },
  {
    name: 'Conecuh Sausage',
    category: 'Food',
    city: 'Evergreen',
    website: 'https://www.conecuhsausage.com',
    summary: 'Hickory-smoked sausage made in Evergreen since 1947.',
    description:
      'Henry Sessions began making smoked sausage in Conecuh County in 1947, and his family still runs the company. Conecuh sausage is a staple of Alabama tailgates, breakfasts and gumbos. A store at the plant in Evergreen sells it fresh.',
  },
  {
    name: 'Golden Flake',
    category: 'Food',
    city: 'Birmingham',
    website: 'https://www.goldenflake.com',
    summary: 'Birmingham’s potato chips, made in the city since the 1920s.',
    description:
      'Golden Flake began as the Magic City Food Company in Birmingham in 1923. Its chips and cheese curls became a fixture of Southern lunch counters and Crimson Tide football broadcasts. The chips are still made in Birmingham.',
  },
  {
    name: 'Milo’s Tea Company',
    category: 'Drink',
    city: 'Bessemer',
    website: 'https://drinkmilos.com',
    summary: 'The sweet tea first served at Milo’s Hamburgers, now sold across the country.',
    description:
      'Milo Carlton opened his hamburger shop in Birmingham in 1946 and brewed a famously sweet tea to go with it. The family began bottling the tea in 1989, and Milo’s Tea Company now brews it in Bessemer with no preservatives. It is one of the best-selling refrigerated teas in the nation.',
  },
  {
    name: 'Buffalo Rock',
    category: 'Drink',
    city: 'Birmingham',
    website: 'https://www.buffalorock.com',
    summary: 'A spicy golden ginger ale first bottled in Birmingham in the early 1900s.',
    description:
      'Buffalo Rock Ginger Ale was created by a Birmingham grocery company and became a regional favorite for its strong ginger bite. The Lee family’s company grew into one of the largest independent bottlers in the country. The ginger ale is still made in Birmingham.',
  },
  {
    name: 'Wickles Pickles',
    category: 'Food',
    city: 'Dadeville',
    website: 'https://www.wicklespickles.com',
    summary: 'Sweet-and-spicy pickles from a family recipe, packed in Dadeville.',
    description:
      'Wickles Pickles started with a family recipe shared among friends near Lake Martin. The company began selling the sweet, spicy pickles in 1998 from Dadeville and now offers relishes and peppers too. Its “wickedly delicious” jars are found across the country.',
  },
  {
    name: 'Sister Schubert’s',
    category: 'Food',
    city: 'Luverne',
    website: 'https://sisterschuberts.com',
    summary: 'Frozen yeast rolls that began in a home kitchen in Luverne.',
    description:
      'Patricia Barnes, known as Sister Schubert, began selling her grandmother’s yeast rolls at a church food fair in Troy in 1989. Demand grew until she opened a bakery in Luverne. Her rolls are now sold in grocery freezers nationwide.',
  },
  {
    name: 'Zkano',
    category: 'Fashion',
    city: 'Fort Payne',
    website: 'https://www.zkano.com',
    summary: 'Organic cotton socks knit in Fort Payne, once the Sock Capital of the World.',
    description:
      'Fort Payne’s mills once made a large share of the world’s socks. Zkano, started by the family behind Emi-G Knitting, keeps that tradition alive with organic cotton socks knit in town. Its colorful designs are sold online and in shops across the South.',
  },
  {
    name: 'Earthborn Pottery',
    category: 'Art',
    city: 'Leeds',
    website: 'https://www.earthbornpottery.com',
    summary: 'Handmade stoneware and the pottery behind many Alabama awards and trophies.',
    description:
      'Tena Payne founded Earthborn Pottery in 1993 and works with a small team of potters in Leeds. The studio makes functional stoneware and special commissions, including pieces for restaurants and community awards. Visitors can shop at the studio.',
  },
  {
    name: 'Belle Chevre',
    category: 'Food',
    city: 'Elkmont',
    website: 'https://bellechevre.com',
    summary: 'Award-winning fresh goat cheese from north Alabama.',
    description:
      'Belle Chevre was founded in Elkmont in 1989 by Liz Parnell and later led by Tasia Malakasis. Its fresh and flavored goat cheeses have won national awards and are served in restaurants across the South. It is a signature of North Alabama’s small food producers.',
  },
  {
    name: 'Gee’s Bend Quilters',
    category: 'Art',
    city: 'Boykin',
    website: null,
    summary: 'Quilts of bold, improvised geometry from a small Black Belt community.',
    description:
      'For generations, women in Gee’s Bend have pieced quilts from work clothes and feed sacks into striking abstract designs. Their work has been exhibited at major museums and honored on U.S. postage stamps. Quilters sell directly to visitors through their collective.',
  },
  {
    name: 'John Emerald Distilling Company',
    category: 'Drink',
    city: 'Opelika',
    website: 'https://www.johnemeralddistilling.com',
    summary: 'A craft distillery in downtown Opelika making whiskey, rum and gin.',
    description:
      'John Emerald Distilling was founded by a father and son in 2014 in Opelika. Its Alabama single malt whiskey is smoked with pecan wood and peach wood. The tasting room offers tours near the railroad tracks downtown.',
  },
  {
    name: 'Yellowhammer Brewing',
    category: 'Drink',
    city: 'Huntsville',
    website: 'https://yellowhammerbrewery.com',
    summary: 'A Huntsville brewery named for Alabama’s state bird.',
    description:
      'Yellowhammer Brewing has brewed Belgian and German styles in Huntsville since 2010. Its taproom at Campus No. 805 pours beers such as Rebel Yeller and Belgian White. The brewery takes its name from the northern flicker, Alabama’s state bird.',
  },
] as const;
