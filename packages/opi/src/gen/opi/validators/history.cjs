"use strict"; // Generated (tools/codegen)
const {shared0} = require("./_shared1.cjs");
function validate129(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){validate129.errors=null;return true;}
exports.response__401 = shared0;
exports.response__default = validate129;
