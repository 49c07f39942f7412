"use strict"; // Generated (tools/codegen)
const {pushError,typeError} = require("./_shared1.cjs");
function validate25(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(Array.isArray(data)){if(data.length>0){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit:0},message:"must NOT have more than 0 items"});errors++;}if(data.length<0){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit:0},message:"must NOT have fewer than 0 items"});errors++;}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","array"));errors++;}validate25.errors=vErrors;return errors===0;}
module.exports = {validate25};
