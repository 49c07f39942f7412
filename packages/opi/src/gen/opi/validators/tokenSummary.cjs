"use strict"; // Generated (tools/codegen)
const {shared0} = require("./_shared1.cjs");
function validate130(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){validate130.errors=null;return true;}
exports.response__401 = shared0;
exports.response__default = validate130;
