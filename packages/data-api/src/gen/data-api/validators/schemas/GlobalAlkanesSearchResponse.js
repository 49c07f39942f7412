// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit.

import { failed, isObject, typeFail } from "@gw/runtime/validator-support";
import { AlkaneToken } from "./AlkaneToken.js";
import { PoolDetails } from "./PoolDetails.js";
import { RestSuccessEnvelope } from "@gw/runtime/common-validators/RestSuccessEnvelope";

export function GlobalAlkanesSearchResponse(data, path = "") {
	const errors = [];
	if (!RestSuccessEnvelope(data, path)) errors.push(...RestSuccessEnvelope.errors);
	if (isObject(data)) {
		if (data.data !== undefined) {
			const data0 = data.data;
			if (isObject(data0)) {
				if (data0.tokens !== undefined) {
					const data1 = data0.tokens;
					if (Array.isArray(data1)) {
						const path0 = path + "/data" + "/tokens";
						for (let i2 = 0; i2 < data1.length; i2++) {
							if (!AlkaneToken(data1[i2])) errors.push(...failed(AlkaneToken, data1[i2], path0 + "/" + i2));
						}
					} else typeFail(errors, path + "/data" + "/tokens", "#/allOf/1/properties/data/properties/tokens", "array");
				}
				if (data0.pools !== undefined) {
					const data3 = data0.pools;
					if (Array.isArray(data3)) {
						const path1 = path + "/data" + "/pools";
						for (let i4 = 0; i4 < data3.length; i4++) {
							if (!PoolDetails(data3[i4])) errors.push(...failed(PoolDetails, data3[i4], path1 + "/" + i4));
						}
					} else typeFail(errors, path + "/data" + "/pools", "#/allOf/1/properties/data/properties/pools", "array");
				}
			}
		}
	} else typeFail(errors, path, "#/allOf/1", "object");
	GlobalAlkanesSearchResponse.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
