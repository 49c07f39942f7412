"use strict"; // Generated (tools/codegen)
function validate473(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){validate473.errors=null;return true;}
module.exports = {validate473};
