<?xml version="1.0" encoding="UTF-8"?>
<!--
  Gold Mines tile catalogue: one <tile> per tile KIND (24 base kinds A..X, their 8 garden copies
  Eg Hg Ig Mg Ng Rg Ug Vg, the 8 Gold Mines kinds GM_A..GM_H, the 10 river kinds RV_A..RV_J, the 17 Inns & Cathedrals kinds
  IC_A..IC_Q and the 24 Traders & Builders kinds TB_A..TB_X). Read by
  goldmines_desktop/catalogue.py; the art is generated into tiles/CODE.png.

  Properties per tile:
    code (string), count (int: copies in the box; D counts the start tile, E counts only the plain
    copies and Eg the garden copy), edges (string: N E S W, each C city / R road / F field / S river),
    segments (string, grammar below), pennants (int), monastery (bool), garden (bool), gold (bool),
    drawing (string: "", cowshed, water_tower, highwaymen), bridge (bool),
    expansion (string: base, goldmines, river, inns_cathedrals or traders_builders).

  Segment grammar (reference orientation, rotation 0):
    segments := segment ( ";" segment )*
    segment  := KIND EDGE* MARK* [ "->" INDEX+ ]      (tokens separated by spaces)
    KIND     := road | city | river | monastery | garden | field
    EDGE     := N | E | S | W                     for road, city and river segments (the edges touched)
              | Nw | Ne | En | Es | Se | Sw | Ws | Wn   for field segments (the half-edges touched)
    MARK     := pennant | cathedral | wine | grain | cloth   (on a city)  |  inn   (on a road)
    "pennant" only on a city (once per pennant); "cathedral" a city with a cathedral; "wine",
    "grain" or "cloth" the city's goods symbol (Traders & Builders); "inn" a road with an inn.
    "-> i j" only on a field: the 0-based indices of the city segments of this tile that the
    field touches. Monastery and garden take no edges; a field with no edges is an inner field
    (it touches no edge of its tile, e.g. among four cities), named "field" on the board.
  The river is no feature anyone can claim; a river that runs from one edge to another splits the
  tile's fields in two, so no field may touch both of its banks.
  Segment order: cities, roads, river, monastery, garden, fields. The engine names a segment by its
  index in this list. Example (D): "city N; road W E; field En Wn -> 0; field Es Se Sw Ws".
-->
<tileset version="1.10" tiledversion="1.10.2" name="goldmines" tilewidth="256" tileheight="256" tilecount="91" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0">
  <properties>
   <property name="code" value="A"/>
   <property name="count" type="int" value="2"/>
   <property name="edges" value="FFRF"/>
   <property name="segments" value="road S; monastery; field Nw Ne En Es Se Sw Ws Wn"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="true"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="base"/>
  </properties>
  <image width="256" height="256" source="tiles/A.png"/>
 </tile>
 <tile id="1">
  <properties>
   <property name="code" value="B"/>
   <property name="count" type="int" value="4"/>
   <property name="edges" value="FFFF"/>
   <property name="segments" value="monastery; field Nw Ne En Es Se Sw Ws Wn"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="true"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="base"/>
  </properties>
  <image width="256" height="256" source="tiles/B.png"/>
 </tile>
 <tile id="2">
  <properties>
   <property name="code" value="C"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CCCC"/>
   <property name="segments" value="city N E S W pennant"/>
   <property name="pennants" type="int" value="1"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="base"/>
  </properties>
  <image width="256" height="256" source="tiles/C.png"/>
 </tile>
 <tile id="3">
  <properties>
   <property name="code" value="D"/>
   <property name="count" type="int" value="4"/>
   <property name="edges" value="CRFR"/>
   <property name="segments" value="city N; road W E; field En Wn -&gt; 0; field Es Se Sw Ws"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="base"/>
  </properties>
  <image width="256" height="256" source="tiles/D.png"/>
 </tile>
 <tile id="4">
  <properties>
   <property name="code" value="E"/>
   <property name="count" type="int" value="4"/>
   <property name="edges" value="CFFF"/>
   <property name="segments" value="city N; field En Es Se Sw Ws Wn -&gt; 0"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="base"/>
  </properties>
  <image width="256" height="256" source="tiles/E.png"/>
 </tile>
 <tile id="5">
  <properties>
   <property name="code" value="F"/>
   <property name="count" type="int" value="2"/>
   <property name="edges" value="FCFC"/>
   <property name="segments" value="city W E pennant; field Nw Ne -&gt; 0; field Se Sw -&gt; 0"/>
   <property name="pennants" type="int" value="1"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="base"/>
  </properties>
  <image width="256" height="256" source="tiles/F.png"/>
 </tile>
 <tile id="6">
  <properties>
   <property name="code" value="G"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="FCFC"/>
   <property name="segments" value="city W E; field Nw Ne -&gt; 0; field Se Sw -&gt; 0"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="base"/>
  </properties>
  <image width="256" height="256" source="tiles/G.png"/>
 </tile>
 <tile id="7">
  <properties>
   <property name="code" value="H"/>
   <property name="count" type="int" value="2"/>
   <property name="edges" value="CFCF"/>
   <property name="segments" value="city N; city S; field En Es Ws Wn -&gt; 0 1"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="base"/>
  </properties>
  <image width="256" height="256" source="tiles/H.png"/>
 </tile>
 <tile id="8">
  <properties>
   <property name="code" value="I"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CFFC"/>
   <property name="segments" value="city N; city W; field En Es Se Sw -&gt; 0 1"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="base"/>
  </properties>
  <image width="256" height="256" source="tiles/I.png"/>
 </tile>
 <tile id="9">
  <properties>
   <property name="code" value="J"/>
   <property name="count" type="int" value="3"/>
   <property name="edges" value="CRRF"/>
   <property name="segments" value="city N; road E S; field En Sw Ws Wn -&gt; 0; field Es Se"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="base"/>
  </properties>
  <image width="256" height="256" source="tiles/J.png"/>
 </tile>
 <tile id="10">
  <properties>
   <property name="code" value="K"/>
   <property name="count" type="int" value="3"/>
   <property name="edges" value="CFRR"/>
   <property name="segments" value="city N; road S W; field En Es Se Wn -&gt; 0; field Sw Ws"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="base"/>
  </properties>
  <image width="256" height="256" source="tiles/K.png"/>
 </tile>
 <tile id="11">
  <properties>
   <property name="code" value="L"/>
   <property name="count" type="int" value="3"/>
   <property name="edges" value="CRRR"/>
   <property name="segments" value="city N; road E; road S; road W; field En Wn -&gt; 0; field Es Se; field Sw Ws"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="base"/>
  </properties>
  <image width="256" height="256" source="tiles/L.png"/>
 </tile>
 <tile id="12">
  <properties>
   <property name="code" value="M"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CFFC"/>
   <property name="segments" value="city N W pennant; field En Es Se Sw -&gt; 0"/>
   <property name="pennants" type="int" value="1"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="base"/>
  </properties>
  <image width="256" height="256" source="tiles/M.png"/>
 </tile>
 <tile id="13">
  <properties>
   <property name="code" value="N"/>
   <property name="count" type="int" value="2"/>
   <property name="edges" value="CFFC"/>
   <property name="segments" value="city N W; field En Es Se Sw -&gt; 0"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="base"/>
  </properties>
  <image width="256" height="256" source="tiles/N.png"/>
 </tile>
 <tile id="14">
  <properties>
   <property name="code" value="O"/>
   <property name="count" type="int" value="2"/>
   <property name="edges" value="CRRC"/>
   <property name="segments" value="city N W pennant; road E S; field En Sw -&gt; 0; field Es Se"/>
   <property name="pennants" type="int" value="1"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="base"/>
  </properties>
  <image width="256" height="256" source="tiles/O.png"/>
 </tile>
 <tile id="15">
  <properties>
   <property name="code" value="P"/>
   <property name="count" type="int" value="3"/>
   <property name="edges" value="CRRC"/>
   <property name="segments" value="city N W; road E S; field En Sw -&gt; 0; field Es Se"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="base"/>
  </properties>
  <image width="256" height="256" source="tiles/P.png"/>
 </tile>
 <tile id="16">
  <properties>
   <property name="code" value="Q"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CCFC"/>
   <property name="segments" value="city N E W pennant; field Se Sw -&gt; 0"/>
   <property name="pennants" type="int" value="1"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="base"/>
  </properties>
  <image width="256" height="256" source="tiles/Q.png"/>
 </tile>
 <tile id="17">
  <properties>
   <property name="code" value="R"/>
   <property name="count" type="int" value="2"/>
   <property name="edges" value="CCFC"/>
   <property name="segments" value="city N E W; field Se Sw -&gt; 0"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="base"/>
  </properties>
  <image width="256" height="256" source="tiles/R.png"/>
 </tile>
 <tile id="18">
  <properties>
   <property name="code" value="S"/>
   <property name="count" type="int" value="2"/>
   <property name="edges" value="CCRC"/>
   <property name="segments" value="city N E W pennant; road S; field Se -&gt; 0; field Sw -&gt; 0"/>
   <property name="pennants" type="int" value="1"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="base"/>
  </properties>
  <image width="256" height="256" source="tiles/S.png"/>
 </tile>
 <tile id="19">
  <properties>
   <property name="code" value="T"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CCRC"/>
   <property name="segments" value="city N E W; road S; field Se -&gt; 0; field Sw -&gt; 0"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="base"/>
  </properties>
  <image width="256" height="256" source="tiles/T.png"/>
 </tile>
 <tile id="20">
  <properties>
   <property name="code" value="U"/>
   <property name="count" type="int" value="7"/>
   <property name="edges" value="FRFR"/>
   <property name="segments" value="road W E; field Nw Ne En Wn; field Es Se Sw Ws"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="base"/>
  </properties>
  <image width="256" height="256" source="tiles/U.png"/>
 </tile>
 <tile id="21">
  <properties>
   <property name="code" value="V"/>
   <property name="count" type="int" value="8"/>
   <property name="edges" value="FFRR"/>
   <property name="segments" value="road W S; field Nw Ne En Es Se Wn; field Sw Ws"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="base"/>
  </properties>
  <image width="256" height="256" source="tiles/V.png"/>
 </tile>
 <tile id="22">
  <properties>
   <property name="code" value="W"/>
   <property name="count" type="int" value="4"/>
   <property name="edges" value="FRRR"/>
   <property name="segments" value="road E; road S; road W; field Nw Ne En Wn; field Es Se; field Sw Ws"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="base"/>
  </properties>
  <image width="256" height="256" source="tiles/W.png"/>
 </tile>
 <tile id="23">
  <properties>
   <property name="code" value="X"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="RRRR"/>
   <property name="segments" value="road N; road E; road S; road W; field Nw Wn; field Ne En; field Es Se; field Sw Ws"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="base"/>
  </properties>
  <image width="256" height="256" source="tiles/X.png"/>
 </tile>
 <tile id="24">
  <properties>
   <property name="code" value="Eg"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CFFF"/>
   <property name="segments" value="city N; garden; field En Es Se Sw Ws Wn -&gt; 0"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="true"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="base"/>
  </properties>
  <image width="256" height="256" source="tiles/Eg.png"/>
 </tile>
 <tile id="25">
  <properties>
   <property name="code" value="Hg"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CFCF"/>
   <property name="segments" value="city N; city S; garden; field En Es Ws Wn -&gt; 0 1"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="true"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="base"/>
  </properties>
  <image width="256" height="256" source="tiles/Hg.png"/>
 </tile>
 <tile id="26">
  <properties>
   <property name="code" value="Ig"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CFFC"/>
   <property name="segments" value="city N; city W; garden; field En Es Se Sw -&gt; 0 1"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="true"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="base"/>
  </properties>
  <image width="256" height="256" source="tiles/Ig.png"/>
 </tile>
 <tile id="27">
  <properties>
   <property name="code" value="Mg"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CFFC"/>
   <property name="segments" value="city N W pennant; garden; field En Es Se Sw -&gt; 0"/>
   <property name="pennants" type="int" value="1"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="true"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="base"/>
  </properties>
  <image width="256" height="256" source="tiles/Mg.png"/>
 </tile>
 <tile id="28">
  <properties>
   <property name="code" value="Ng"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CFFC"/>
   <property name="segments" value="city N W; garden; field En Es Se Sw -&gt; 0"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="true"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="base"/>
  </properties>
  <image width="256" height="256" source="tiles/Ng.png"/>
 </tile>
 <tile id="29">
  <properties>
   <property name="code" value="Rg"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CCFC"/>
   <property name="segments" value="city N E W; garden; field Se Sw -&gt; 0"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="true"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="base"/>
  </properties>
  <image width="256" height="256" source="tiles/Rg.png"/>
 </tile>
 <tile id="30">
  <properties>
   <property name="code" value="Ug"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="FRFR"/>
   <property name="segments" value="road W E; garden; field Nw Ne En Wn; field Es Se Sw Ws"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="true"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="base"/>
  </properties>
  <image width="256" height="256" source="tiles/Ug.png"/>
 </tile>
 <tile id="31">
  <properties>
   <property name="code" value="Vg"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="FFRR"/>
   <property name="segments" value="road W S; garden; field Nw Ne En Es Se Wn; field Sw Ws"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="true"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="base"/>
  </properties>
  <image width="256" height="256" source="tiles/Vg.png"/>
 </tile>
 <tile id="32">
  <properties>
   <property name="code" value="GM_A"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="RRRR"/>
   <property name="segments" value="road N W; road S E; field Nw Wn; field Es Se; field Ne En Sw Ws"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="true"/>
   <property name="drawing" value="cowshed"/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="goldmines"/>
  </properties>
  <image width="256" height="256" source="tiles/GM_A.png"/>
 </tile>
 <tile id="33">
  <properties>
   <property name="code" value="GM_B"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CRRC"/>
   <property name="segments" value="city N W; road E S; field En Sw -&gt; 0; field Es Se"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="true"/>
   <property name="drawing" value="water_tower"/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="goldmines"/>
  </properties>
  <image width="256" height="256" source="tiles/GM_B.png"/>
 </tile>
 <tile id="34">
  <properties>
   <property name="code" value="GM_C"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CRRC"/>
   <property name="segments" value="city N W; road E S; monastery; field En Sw -&gt; 0; field Es Se"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="true"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="true"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="goldmines"/>
  </properties>
  <image width="256" height="256" source="tiles/GM_C.png"/>
 </tile>
 <tile id="35">
  <properties>
   <property name="code" value="GM_D"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="RCRC"/>
   <property name="segments" value="city W E; road N S; field Nw -&gt; 0; field Ne -&gt; 0; field Se -&gt; 0; field Sw -&gt; 0"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="true"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="true"/>
   <property name="expansion" value="goldmines"/>
  </properties>
  <image width="256" height="256" source="tiles/GM_D.png"/>
 </tile>
 <tile id="36">
  <properties>
   <property name="code" value="GM_E"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="RRRR"/>
   <property name="segments" value="road N E; road S W; monastery; field Ne En; field Sw Ws; field Nw Es Se Wn"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="true"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="true"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="goldmines"/>
  </properties>
  <image width="256" height="256" source="tiles/GM_E.png"/>
 </tile>
 <tile id="37">
  <properties>
   <property name="code" value="GM_F"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="RRRR"/>
   <property name="segments" value="road N S; road W E; field Nw Wn; field Ne En; field Es Se; field Sw Ws"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="true"/>
   <property name="drawing" value="highwaymen"/>
   <property name="bridge" type="bool" value="true"/>
   <property name="expansion" value="goldmines"/>
  </properties>
  <image width="256" height="256" source="tiles/GM_F.png"/>
 </tile>
 <tile id="38">
  <properties>
   <property name="code" value="GM_G"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CFFC"/>
   <property name="segments" value="city N W; monastery; field En Es Se Sw -&gt; 0"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="true"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="true"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="goldmines"/>
  </properties>
  <image width="256" height="256" source="tiles/GM_G.png"/>
 </tile>
 <tile id="39">
  <properties>
   <property name="code" value="GM_H"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="FRRF"/>
   <property name="segments" value="road E S; monastery; field Nw Ne En Sw Ws Wn; field Es Se"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="true"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="true"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="goldmines"/>
  </properties>
  <image width="256" height="256" source="tiles/GM_H.png"/>
 </tile>
 <tile id="40">
  <properties>
   <property name="code" value="RV_A"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="FFSF"/>
   <property name="segments" value="river S; field Nw Ne En Es Se Sw Ws Wn"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="river"/>
  </properties>
  <image width="256" height="256" source="tiles/RV_A.png"/>
 </tile>
 <tile id="41">
  <properties>
   <property name="code" value="RV_B"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CSCS"/>
   <property name="segments" value="city N; city S; river E W; field En Wn -&gt; 0; field Es Ws -&gt; 1"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="river"/>
  </properties>
  <image width="256" height="256" source="tiles/RV_B.png"/>
 </tile>
 <tile id="42">
  <properties>
   <property name="code" value="RV_C"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CSRS"/>
   <property name="segments" value="city N; road S; river E W; field En -&gt; 0; field Wn -&gt; 0; field Es Se; field Sw Ws"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="river"/>
  </properties>
  <image width="256" height="256" source="tiles/RV_C.png"/>
 </tile>
 <tile id="43">
  <properties>
   <property name="code" value="RV_D"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="FSRS"/>
   <property name="segments" value="road S; river E W; monastery; field Wn Nw Ne En; field Es Se; field Sw Ws"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="true"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="true"/>
   <property name="expansion" value="river"/>
  </properties>
  <image width="256" height="256" source="tiles/RV_D.png"/>
 </tile>
 <tile id="44">
  <properties>
   <property name="code" value="RV_E"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="RSRS"/>
   <property name="segments" value="road N S; river E W; field Wn Nw; field Ne En; field Es Se; field Sw Ws"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="true"/>
   <property name="expansion" value="river"/>
  </properties>
  <image width="256" height="256" source="tiles/RV_E.png"/>
 </tile>
 <tile id="45">
  <properties>
   <property name="code" value="RV_F"/>
   <property name="count" type="int" value="2"/>
   <property name="edges" value="FSFS"/>
   <property name="segments" value="river E W; field Wn Nw Ne En; field Ws Sw Se Es"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="river"/>
  </properties>
  <image width="256" height="256" source="tiles/RV_F.png"/>
 </tile>
 <tile id="46">
  <properties>
   <property name="code" value="RV_G"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CCSS"/>
   <property name="segments" value="city N E; river S W; field Wn Se -&gt; 0; field Ws Sw"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="river"/>
  </properties>
  <image width="256" height="256" source="tiles/RV_G.png"/>
 </tile>
 <tile id="47">
  <properties>
   <property name="code" value="RV_H"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="RRSS"/>
   <property name="segments" value="road N E; river S W; field Wn Nw Es Se; field Ne En; field Ws Sw"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="river"/>
  </properties>
  <image width="256" height="256" source="tiles/RV_H.png"/>
 </tile>
 <tile id="48">
  <properties>
   <property name="code" value="RV_I"/>
   <property name="count" type="int" value="2"/>
   <property name="edges" value="FFSS"/>
   <property name="segments" value="river S W; field Wn Nw Ne En Es Se; field Ws Sw"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="river"/>
  </properties>
  <image width="256" height="256" source="tiles/RV_I.png"/>
 </tile>
 <tile id="49">
  <properties>
   <property name="code" value="RV_J"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="SFFF"/>
   <property name="segments" value="river N; field Nw Ne En Es Se Sw Ws Wn"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="river"/>
  </properties>
  <image width="256" height="256" source="tiles/RV_J.png"/>
 </tile>
 <tile id="50">
  <properties>
   <property name="code" value="IC_A"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="FFRR"/>
   <property name="segments" value="road S W inn; field Nw Ne En Es Se Wn; field Sw Ws"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="inns_cathedrals"/>
  </properties>
  <image width="256" height="256" source="tiles/IC_A.png"/>
 </tile>
 <tile id="51">
  <properties>
   <property name="code" value="IC_B"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="FRFR"/>
   <property name="segments" value="road E W inn; garden; field Nw Ne En Wn; field Es Se Sw Ws"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="true"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="inns_cathedrals"/>
  </properties>
  <image width="256" height="256" source="tiles/IC_B.png"/>
 </tile>
 <tile id="52">
  <properties>
   <property name="code" value="IC_C"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="FRRR"/>
   <property name="segments" value="road E inn; road S; road W; field Nw Ne En Wn; field Sw Ws; field Es Se"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="inns_cathedrals"/>
  </properties>
  <image width="256" height="256" source="tiles/IC_C.png"/>
 </tile>
 <tile id="53">
  <properties>
   <property name="code" value="IC_D"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="FRFR"/>
   <property name="segments" value="road E; road W; monastery; field Nw Ne En Wn; field Es Se Sw Ws"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="true"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="inns_cathedrals"/>
  </properties>
  <image width="256" height="256" source="tiles/IC_D.png"/>
 </tile>
 <tile id="54">
  <properties>
   <property name="code" value="IC_E"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="RRRR"/>
   <property name="segments" value="road N W; road E S; field Nw Wn; field Es Se; field Ne En Sw Ws"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="inns_cathedrals"/>
  </properties>
  <image width="256" height="256" source="tiles/IC_E.png"/>
 </tile>
 <tile id="55">
  <properties>
   <property name="code" value="IC_F"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CRFC"/>
   <property name="segments" value="city N W; road E; field En -> 0; field Es Se Sw -> 0"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="inns_cathedrals"/>
  </properties>
  <image width="256" height="256" source="tiles/IC_F.png"/>
 </tile>
 <tile id="56">
  <properties>
   <property name="code" value="IC_G"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CFFF"/>
   <property name="segments" value="city N; field En Es -> 0; field Se Sw Ws Wn -> 0"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="inns_cathedrals"/>
  </properties>
  <image width="256" height="256" source="tiles/IC_G.png"/>
 </tile>
 <tile id="57">
  <properties>
   <property name="code" value="IC_H"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CCCC"/>
   <property name="segments" value="city N; city E; city S; city W; garden; field -> 0 1 2 3"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="true"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="inns_cathedrals"/>
  </properties>
  <image width="256" height="256" source="tiles/IC_H.png"/>
 </tile>
 <tile id="58">
  <properties>
   <property name="code" value="IC_I"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CRCR"/>
   <property name="segments" value="city N; city S; road E; road W; field En -> 0; field Wn -> 0; field Es -> 1; field Ws -> 1"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="inns_cathedrals"/>
  </properties>
  <image width="256" height="256" source="tiles/IC_I.png"/>
 </tile>
 <tile id="59">
  <properties>
   <property name="code" value="IC_J"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CFRF"/>
   <property name="segments" value="city N; road S; field Sw Ws Wn -> 0; field En Es Se -> 0"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="inns_cathedrals"/>
  </properties>
  <image width="256" height="256" source="tiles/IC_J.png"/>
 </tile>
 <tile id="60">
  <properties>
   <property name="code" value="IC_K"/>
   <property name="count" type="int" value="2"/>
   <property name="edges" value="CCCC"/>
   <property name="segments" value="city N E S W cathedral"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="inns_cathedrals"/>
  </properties>
  <image width="256" height="256" source="tiles/IC_K.png"/>
 </tile>
 <tile id="61">
  <properties>
   <property name="code" value="IC_L"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CRRC"/>
   <property name="segments" value="city N W pennant; road E S inn; field En Sw -> 0; field Es Se"/>
   <property name="pennants" type="int" value="1"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="inns_cathedrals"/>
  </properties>
  <image width="256" height="256" source="tiles/IC_L.png"/>
 </tile>
 <tile id="62">
  <properties>
   <property name="code" value="IC_M"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CFRR"/>
   <property name="segments" value="city N; road S W inn; field En Es Se Wn -> 0; field Sw Ws"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="inns_cathedrals"/>
  </properties>
  <image width="256" height="256" source="tiles/IC_M.png"/>
 </tile>
 <tile id="63">
  <properties>
   <property name="code" value="IC_N"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CFRC"/>
   <property name="segments" value="city N W; road S inn; field Sw -> 0; field En Es Se -> 0"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="inns_cathedrals"/>
  </properties>
  <image width="256" height="256" source="tiles/IC_N.png"/>
 </tile>
 <tile id="64">
  <properties>
   <property name="code" value="IC_O"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CCFC"/>
   <property name="segments" value="city N; city E; city W; field Se Sw -> 0 1 2"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="inns_cathedrals"/>
  </properties>
  <image width="256" height="256" source="tiles/IC_O.png"/>
 </tile>
 <tile id="65">
  <properties>
   <property name="code" value="IC_P"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CFCC"/>
   <property name="segments" value="city N W pennant; city S; field En Es -> 0 1"/>
   <property name="pennants" type="int" value="1"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="inns_cathedrals"/>
  </properties>
  <image width="256" height="256" source="tiles/IC_P.png"/>
 </tile>
 <tile id="66">
  <properties>
   <property name="code" value="IC_Q"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="RCRC"/>
   <property name="segments" value="city E W pennant; road N; road S; field Nw -> 0; field Ne -> 0; field Se -> 0; field Sw -> 0"/>
   <property name="pennants" type="int" value="1"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="inns_cathedrals"/>
  </properties>
  <image width="256" height="256" source="tiles/IC_Q.png"/>
 </tile>
 <tile id="67">
  <properties>
   <property name="code" value="TB_A"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CRFF"/>
   <property name="segments" value="city N; road E; field En -> 0; field Es Se Sw Ws Wn -> 0"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="traders_builders"/>
  </properties>
  <image width="256" height="256" source="tiles/TB_A.png"/>
 </tile>
 <tile id="68">
  <properties>
   <property name="code" value="TB_B"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="RRRR"/>
   <property name="segments" value="road N S; road E W; field Nw Wn; field Ne En; field Es Se; field Sw Ws"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="true"/>
   <property name="expansion" value="traders_builders"/>
  </properties>
  <image width="256" height="256" source="tiles/TB_B.png"/>
 </tile>
 <tile id="69">
  <properties>
   <property name="code" value="TB_C"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CFRR"/>
   <property name="segments" value="city N; road S; road W; field Wn -> 0; field Sw Ws; field En Es Se -> 0"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="traders_builders"/>
  </properties>
  <image width="256" height="256" source="tiles/TB_C.png"/>
 </tile>
 <tile id="70">
  <properties>
   <property name="code" value="TB_D"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CRCC"/>
   <property name="segments" value="city N W grain; city S; road E; field En -> 0; field Es -> 0 1"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="traders_builders"/>
  </properties>
  <image width="256" height="256" source="tiles/TB_D.png"/>
 </tile>
 <tile id="71">
  <properties>
   <property name="code" value="TB_E"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="FCRC"/>
   <property name="segments" value="city E W grain; road S; field Nw Ne -> 0; field Sw -> 0; field Se -> 0"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="traders_builders"/>
  </properties>
  <image width="256" height="256" source="tiles/TB_E.png"/>
 </tile>
 <tile id="72">
  <properties>
   <property name="code" value="TB_F"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CFRC"/>
   <property name="segments" value="city N W grain; road S; field Sw -> 0; field En Es Se -> 0"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="traders_builders"/>
  </properties>
  <image width="256" height="256" source="tiles/TB_F.png"/>
 </tile>
 <tile id="73">
  <properties>
   <property name="code" value="TB_G"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CFFC"/>
   <property name="segments" value="city N W grain; field En Es Se Sw -> 0"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="traders_builders"/>
  </properties>
  <image width="256" height="256" source="tiles/TB_G.png"/>
 </tile>
 <tile id="74">
  <properties>
   <property name="code" value="TB_H"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CCFC"/>
   <property name="segments" value="city N E W grain; field Se Sw -> 0"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="traders_builders"/>
  </properties>
  <image width="256" height="256" source="tiles/TB_H.png"/>
 </tile>
 <tile id="75">
  <properties>
   <property name="code" value="TB_I"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CFRC"/>
   <property name="segments" value="city N W grain; road S; field Sw -> 0; field Se -> 0; field En Es -> 0"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="traders_builders"/>
  </properties>
  <image width="256" height="256" source="tiles/TB_I.png"/>
 </tile>
 <tile id="76">
  <properties>
   <property name="code" value="TB_J"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="FRRR"/>
   <property name="segments" value="road E; road S; road W; monastery; field Nw Ne En Wn; field Es Se; field Sw Ws"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="true"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="traders_builders"/>
  </properties>
  <image width="256" height="256" source="tiles/TB_J.png"/>
 </tile>
 <tile id="77">
  <properties>
   <property name="code" value="TB_K"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CRFC"/>
   <property name="segments" value="city N W cloth; road E; garden; field En -> 0; field Es Se Sw -> 0"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="true"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="traders_builders"/>
  </properties>
  <image width="256" height="256" source="tiles/TB_K.png"/>
 </tile>
 <tile id="78">
  <properties>
   <property name="code" value="TB_L"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CRCC"/>
   <property name="segments" value="city N W cloth; city S; road E; field En -> 0; field Es -> 0 1"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="traders_builders"/>
  </properties>
  <image width="256" height="256" source="tiles/TB_L.png"/>
 </tile>
 <tile id="79">
  <properties>
   <property name="code" value="TB_M"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="FCCC"/>
   <property name="segments" value="city E W cloth; city S; field Nw Ne -> 0; field -> 0 1"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="traders_builders"/>
  </properties>
  <image width="256" height="256" source="tiles/TB_M.png"/>
 </tile>
 <tile id="80">
  <properties>
   <property name="code" value="TB_N"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CCCC"/>
   <property name="segments" value="city N W cloth; city E; city S; field -> 0 1 2"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="traders_builders"/>
  </properties>
  <image width="256" height="256" source="tiles/TB_N.png"/>
 </tile>
 <tile id="81">
  <properties>
   <property name="code" value="TB_O"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CRRC"/>
   <property name="segments" value="city N W cloth; road E; road S; field En -> 0; field Es -> 0; field Se -> 0; field Sw -> 0"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="traders_builders"/>
  </properties>
  <image width="256" height="256" source="tiles/TB_O.png"/>
 </tile>
 <tile id="82">
  <properties>
   <property name="code" value="TB_P"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="FCCC"/>
   <property name="segments" value="city E W wine; city S; field Nw Ne -> 0; field -> 0 1"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="traders_builders"/>
  </properties>
  <image width="256" height="256" source="tiles/TB_P.png"/>
 </tile>
 <tile id="83">
  <properties>
   <property name="code" value="TB_Q"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CFFC"/>
   <property name="segments" value="city N W wine; field En Es Se Sw -> 0"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="traders_builders"/>
  </properties>
  <image width="256" height="256" source="tiles/TB_Q.png"/>
 </tile>
 <tile id="84">
  <properties>
   <property name="code" value="TB_R"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CRFC"/>
   <property name="segments" value="city N W wine; road E; field En -> 0; field Es -> 0; field Se Sw -> 0"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="traders_builders"/>
  </properties>
  <image width="256" height="256" source="tiles/TB_R.png"/>
 </tile>
 <tile id="85">
  <properties>
   <property name="code" value="TB_S"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CCRC"/>
   <property name="segments" value="city N E W wine; road S; field Se -> 0; field Sw -> 0"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="traders_builders"/>
  </properties>
  <image width="256" height="256" source="tiles/TB_S.png"/>
 </tile>
 <tile id="86">
  <properties>
   <property name="code" value="TB_T"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="FCFC"/>
   <property name="segments" value="city E W wine; field Nw Ne -> 0; field Se Sw -> 0"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="traders_builders"/>
  </properties>
  <image width="256" height="256" source="tiles/TB_T.png"/>
 </tile>
 <tile id="87">
  <properties>
   <property name="code" value="TB_U"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CRRC"/>
   <property name="segments" value="city N W wine; road E; road S; garden; field En -> 0; field Es Se -> 0; field Sw -> 0"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="true"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="traders_builders"/>
  </properties>
  <image width="256" height="256" source="tiles/TB_U.png"/>
 </tile>
 <tile id="88">
  <properties>
   <property name="code" value="TB_V"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="FCRC"/>
   <property name="segments" value="city E W wine; road S; field Nw Ne -> 0; field Sw -> 0; field Se -> 0"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="traders_builders"/>
  </properties>
  <image width="256" height="256" source="tiles/TB_V.png"/>
 </tile>
 <tile id="89">
  <properties>
   <property name="code" value="TB_W"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="RCRC"/>
   <property name="segments" value="city E W wine; road N; road S; field Nw -> 0; field Ne -> 0; field Se -> 0; field Sw -> 0"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="traders_builders"/>
  </properties>
  <image width="256" height="256" source="tiles/TB_W.png"/>
 </tile>
 <tile id="90">
  <properties>
   <property name="code" value="TB_X"/>
   <property name="count" type="int" value="1"/>
   <property name="edges" value="CCCC"/>
   <property name="segments" value="city N W wine; city E S; field -> 0 1"/>
   <property name="pennants" type="int" value="0"/>
   <property name="monastery" type="bool" value="false"/>
   <property name="garden" type="bool" value="false"/>
   <property name="gold" type="bool" value="false"/>
   <property name="drawing" value=""/>
   <property name="bridge" type="bool" value="false"/>
   <property name="expansion" value="traders_builders"/>
  </properties>
  <image width="256" height="256" source="tiles/TB_X.png"/>
 </tile>
</tileset>
