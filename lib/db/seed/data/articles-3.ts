import type { ArticleSeed } from './article-seed';

export const ARTICLES_3: ArticleSeed[] = [
  {
    title: 'Slow Roads Through the Black Belt',
    summary: 'Quilts, ghost towns, Greek Revival mansions and deep history across west-central Alabama.',
    author: 'Alabama Tourism Staff',
    publishedAt: '2026-05-25',
    experiences: ['history', 'arts-and-culture', 'civil-rights-legacy'],
    body: `<p>The Black Belt is named for its soil. A band of dark, rich prairie earth, laid down as the floor of an ancient sea, crosses Alabama from Mississippi toward Georgia. In the 1800s it made the region the heart of the cotton economy, built on the labor of enslaved people. After emancipation, many of their descendants stayed, and the Black Belt became a center of the struggle for voting rights. Today it is a quiet landscape of small towns and back roads, rich in history and in art.</p>
<h2>Selma and Old Cahawba</h2>
<p>Selma is the best-known town in the region, for the Edmund Pettus Bridge and the marches of 1965. A short drive southwest, Old Cahawba Archaeological Park preserves the site of Alabama’s first permanent state capital, now a ghost town of ruins, cemeteries and artesian wells where the Cahaba meets the Alabama River.</p>
<h2>Gee’s Bend</h2>
<p>In a bend of the Alabama River in Wilcox County, the women of Gee’s Bend have made quilts for generations. Their bold, improvised designs drew national attention when their work toured major American museums starting in 2002. A ferry crosses the river from Camden, and the quilters’ collective welcomes visitors.</p>
<h2>Demopolis, Greensboro and Moundville</h2>
<p>Demopolis, founded by French exiles in 1817, is home to Gaineswood, one of the finest Greek Revival houses in the South, and hosts Christmas on the River each December. In Hale County, Auburn University’s Rural Studio has designed and built homes and public buildings with local residents since 1993. To the north, Moundville Archaeological Park preserves the mounds of a Mississippian city that thrived eight centuries ago.</p>
<h2>Monroeville</h2>
<p>At the southern edge of the region, Monroeville was the hometown of Harper Lee and Truman Capote. The Old Courthouse Museum tells their stories, and each spring local actors stage To Kill a Mockingbird in and around the courthouse.</p>
<ul><li>Fill your tank and carry water; distances between towns can be long.</li><li>Call ahead to small museums, which may keep limited hours.</li><li>Buy directly from artists and local restaurants; it matters here.</li></ul>
<p>The Black Belt asks visitors to slow down. Those who do find some of the most moving history and some of the warmest welcomes in the state.</p>`,
  },
  {
    title: 'Birding Alabama’s Coast in Spring and Fall',
    summary: 'Where to watch migrating songbirds, shorebirds and raptors along Mobile Bay and the Gulf.',
    author: 'Alabama Tourism Staff',
    publishedAt: '2026-03-02',
    experiences: ['outdoor', 'science-and-discovery'],
    body: `<p>Each spring, millions of songbirds leave the Yucatán Peninsula at dusk and fly across the Gulf of Mexico through the night. When they reach the northern Gulf coast, tired and hungry, many drop into the first trees they find. On Alabama’s coast, that often means Dauphin Island and the Fort Morgan peninsula, two of the most celebrated birding spots in North America.</p>
<h2>Dauphin Island</h2>
<p>The Audubon Bird Sanctuary on the east end of Dauphin Island protects pine forest, a small lake, swamp and dunes. On spring days after a cold front or storm, birders can see dozens of warbler species, tanagers, orioles and buntings in a single morning. The nearby Shell Mound Park, with its live oaks, is another favorite.</p>
<h2>Fort Morgan and Bon Secour</h2>
<p>Across the mouth of Mobile Bay, the woods around Fort Morgan catch migrants in both seasons, and researchers band birds there during migration. Bon Secour National Wildlife Refuge protects thousands of acres of dunes, scrub and forest with trails to quiet beaches.</p>
<h2>The Delta and the Eastern Shore</h2>
<p>North of Mobile, the Mobile-Tensaw Delta is home to herons, egrets, ospreys, bald eagles and swallow-tailed kites. 5 Rivers Delta Resource Center on the Causeway is the gateway, with exhibits and paddling access. Weeks Bay Reserve near Fairhope has boardwalks over marsh and a pitcher plant bog.</p>
<ul><li>Peak spring migration is from late March through early May; fall migration runs September and October.</li><li>Keep your distance from nesting shorebirds on beaches and respect closed areas.</li><li>Stay on trails and boardwalks, and never use recordings to lure birds in sanctuaries.</li></ul>
<p>Each October, the Alabama Coastal BirdFest offers guided trips to the best sites. But any morning in migration season, with a pair of binoculars and a little patience, can turn a walk in the woods into something remarkable. Bring a field guide, write down what you see and share your sightings with community science projects that help researchers track migration.</p>`,
  },
  {
    title: 'Eating Well in Birmingham',
    summary: 'Award-winning kitchens, meat-and-threes, Greek hot dogs and a Saturday market in the Magic City.',
    author: 'Alabama Tourism Staff',
    publishedAt: '2026-06-15',
    experiences: ['food-and-drink'],
    body: `<p>Birmingham has become one of the most rewarding food cities in the South. Its chefs have won national awards, its old-line cafeterias still draw lunch crowds, and its Greek immigrant families shaped much of what the city eats. A long weekend is barely enough to scratch the surface.</p>
<h2>Chef-driven dining</h2>
<p>Frank Stitt helped put Birmingham on the culinary map, pairing French and Italian technique with Alabama ingredients. His Bottega on Highland Avenue serves coastal Italian cooking, and Chez Fonfon is a relaxed French bistro with a boules court out back. Many younger chefs trained in his kitchens and opened their own restaurants around the city.</p>
<h2>Meat-and-threes and classics</h2>
<p>A meat-and-three lets diners choose one meat and three vegetables, often from a steam line. Niki’s West, near the farmers market, serves dozens of vegetables a day. In Irondale, the café that inspired Fannie Flagg’s Fried Green Tomatoes at the Whistle Stop Cafe still serves them beside the railroad tracks. In Bessemer, the Bright Star has served Greek-style snapper since 1907.</p>
<h2>Hot dogs and barbecue</h2>
<p>Greek immigrants ran many of Birmingham’s early hot dog stands, and their special dog, with mustard, onions, kraut and a spiced meat sauce, remains a downtown tradition at places like Gus’s. For barbecue, try Saw’s, Golden Rule or Dreamland’s Southside location.</p>
<h2>Markets and breweries</h2>
<p>On Saturday mornings from spring into fall, Pepper Place Market brings farmers, bakers and chefs to the Lakeview district. Birmingham’s craft breweries, including Good People and Avondale Brewing, grew after Alabama changed its beer laws in the 2000s and 2010s.</p>
<ul><li>Reserve ahead for dinner at popular restaurants, especially on weekends.</li><li>Many meat-and-threes serve lunch only.</li><li>Visit in August for Alabama Restaurant Week’s fixed-price menus.</li></ul>
<p>However you spend your time, come hungry. Birmingham’s tables are generous, its cooks are proud of their city, and a conversation with the person at the next stool is part of the meal. Walk off dinner with an evening stroll through Railroad Park or up to Vulcan for the view of the city lights.</p>`,
  },
  {
    title: 'Travel Responsibly in Alabama’s Wild Places',
    summary: 'How to enjoy the state’s parks, beaches and rivers while leaving them better than you found them.',
    author: 'Alabama Tourism Staff',
    publishedAt: '2026-07-06',
    experiences: ['outdoor', 'beaches'],
    body: `<p>Alabama is one of the most biologically diverse states in the country. Its rivers hold more species of freshwater fish, mussels, snails and turtles than almost anywhere in North America, and its habitats range from mountain coves to longleaf pine forests, cave systems, coastal dunes and the Mobile-Tensaw Delta. Visitors who come to enjoy that variety can help protect it with a few simple habits.</p>
<h2>Leave no trace</h2>
<p>Plan ahead, stay on marked trails, pack out everything you bring in and leave rocks, plants and artifacts where you find them. Many of Alabama’s state parks, including Oak Mountain, Cheaha, DeSoto and Gulf State Park, run nature programs that teach these principles to families.</p>
<h2>Protect the coast</h2>
<p>Sea turtles nest on Alabama’s beaches from May through October. Fill in holes, remove beach gear at night and keep lights off the beach so hatchlings find the water. Stay off the dunes, whose sea oats hold the sand together. Gulf State Park and its Lodge were rebuilt with dune restoration and stormwater controls, and the Dauphin Island Sea Lab Estuarium explains how the coast works.</p>
<h2>Respect caves and canyons</h2>
<p>Caves such as Cathedral Caverns are home to bats and other fragile species. Follow posted rules and do not touch formations, which grow only a tiny amount in a lifetime. At Dismals Canyon, the glowing dismalites live on the canyon walls; keep lights off during night tours.</p>
<h2>Paddle and fish with care</h2>
<p>Launch from established put-ins, carry out fishing line and follow state fishing regulations. Clean, drain and dry boats between waterways to avoid spreading invasive species.</p>
<ul><li>Look for the Travel Responsibly badge on our map for places that teach conservation.</li><li>Support local guides, outfitters and family-owned businesses.</li><li>Carry a reusable water bottle; many parks have refill stations.</li></ul>
<p>Alabama’s wild places have welcomed visitors for generations. With a little care from each of us, they will welcome many more.</p>`,
  },
];
