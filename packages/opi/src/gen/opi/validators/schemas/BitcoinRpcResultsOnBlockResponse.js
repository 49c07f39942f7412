// Generated from specs/openapi/opi.yaml by tools/codegen. Do not edit.

import { isObject, typeFail } from "@gw/runtime/validator-support";
import { OpiEnvelope } from "@gw/runtime/common-validators/OpiEnvelope";

export function BitcoinRpcResultsOnBlockResponse(data, path = "") {
	const errors = [];
	if (!OpiEnvelope(data, path)) errors.push(...OpiEnvelope.errors);
	if (isObject(data)) {
		if (data.error !== undefined) {
			const data0 = data.error;
			if (!(data0 === null)) typeFail(errors, path + "/error", "#/allOf/1/properties/error", "null");
		}
		if (data.result !== undefined) {
			const data1 = data.result;
			if (Array.isArray(data1)) {
				const path0 = path + "/result";
				for (let i2 = 0; i2 < data1.length; i2++) {
					const data3 = data1[i2];
					if (isObject(data3)) {
						if (data3.method !== undefined) {
							const data4 = data3.method;
							if (typeof data4 != "string") typeFail(errors, path0 + "/" + i2 + "/method", "#/allOf/1/properties/result/items/properties/method", "string");
						}
						if (data3.request !== undefined) {
							const data5 = data3.request;
							if (!isObject(data5)) typeFail(errors, path0 + "/" + i2 + "/request", "#/allOf/1/properties/result/items/properties/request", "object");
						}
						if (data3.response !== undefined) {
							const data6 = data3.response;
							if (!isObject(data6)) typeFail(errors, path0 + "/" + i2 + "/response", "#/allOf/1/properties/result/items/properties/response", "object");
						}
					} else typeFail(errors, path0 + "/" + i2, "#/allOf/1/properties/result/items", "object");
				}
			}
		}
	} else typeFail(errors, path, "#/allOf/1", "object");
	BitcoinRpcResultsOnBlockResponse.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
