// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { failed, isInteger, isObject, typeFail } from "@gw/runtime/validator-support";
import { IdObject } from "@gw/runtime/common-validators/IdObject";
import { RestSuccessEnvelope } from "@gw/runtime/common-validators/RestSuccessEnvelope";
import { checkLimitEcho } from "@gw/runtime/common-validators/LimitEcho";

export function GetPoolsResponse(data, path = "") {
	const errors = [];
	if (!RestSuccessEnvelope(data, path)) errors.push(...RestSuccessEnvelope.errors);
	if (isObject(data)) {
		if (data.data !== undefined) {
			const data0 = data.data;
			if (Array.isArray(data0)) {
				const path0 = path + "/data";
				for (let i1 = 0; i1 < data0.length; i1++) {
					if (!IdObject(data0[i1])) errors.push(...failed(IdObject, data0[i1], path0 + "/" + i1));
				}
			}
		}
	} else typeFail(errors, path, "#/allOf/1", "object");
	if (isObject(data)) {
		if (data.total !== undefined) {
			const data2 = data.total;
			if (!isInteger(data2)) typeFail(errors, path + "/total", "#/properties/total", "integer");
		}
		if (data.offset !== undefined) {
			const data3 = data.offset;
			if (!isInteger(data3)) typeFail(errors, path + "/offset", "#/properties/offset", "integer");
		}
		if (data.limit !== undefined) checkLimitEcho(errors, data.limit, path, "#/properties/limit", "limit");
	} else typeFail(errors, path, "#", "object");
	GetPoolsResponse.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
