"use strict"; // Generated (tools/codegen)
function validate333(data,{instancePath=""}={}){validate333.errors=null;return true;}
module.exports = {validate333};
