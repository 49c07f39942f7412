"use strict"; // Generated (tools/codegen)
function pushError(errors,error){if(errors===null)return[error];errors.push(error);return errors;}
function concatErrors(errors,more){return errors===null?more:errors.concat(more);}
function patternError(instancePath,schemaPath,pattern){return{instancePath,schemaPath,keyword:"pattern",params:{pattern},message:"must match pattern \""+pattern+"\""};}
function typeError(instancePath,schemaPath,type){return{instancePath,schemaPath,keyword:"type",params:{type},message:"must be "+type};}
function validate31(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(Array.isArray(data)){if(data.length>0){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit:0},message:"must NOT have more than 0 items"});errors++;}if(data.length<0){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit:0},message:"must NOT have fewer than 0 items"});errors++;}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","array"));errors++;}validate31.errors=vErrors;return errors===0;}
function validate44(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(Array.isArray(data)){if(data.length<0){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit:0},message:"must NOT have fewer than 0 items"});errors++;}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","array"));errors++;}validate44.errors=vErrors;return errors===0;}
module.exports = {pushError,concatErrors,patternError,typeError,validate31,validate44};
